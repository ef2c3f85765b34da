import { appointmentIdFromUrl } from '../../core/appointments/appointment-id';
import { useBlock } from '../runtime/block-context';
import { CancelAppointmentView } from './cancel-appointment-view';
import { useAppointmentEstate } from './use-appointment-estate';
import { useCancelFlow } from './use-cancel-flow';

import type { Calls, CancelAppointmentConfig } from './schema';

export function CancelAppointment({ config }: { config: CancelAppointmentConfig }) {
  const { api, t, routes } = useBlock<Calls>();
  const id = config.appointmentId ?? appointmentIdFromUrl(window.location.href, routes);
  const { phase, appointment, cancellation, cancel } = useCancelFlow(api, id);
  const estate = useAppointmentEstate(appointment?.estateId);
  return (
    <CancelAppointmentView
      phase={phase}
      appointment={appointment}
      estate={estate}
      headingLevel={config.headingLevel}
      cancellation={cancellation}
      t={t}
      onCancel={cancel}
    />
  );
}
