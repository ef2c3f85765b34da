import type { Agreement } from '../../../core/model';
import type { FormState } from '../../../core/forms';
import { ConsentField, FormFeedback, HoneypotField, SubmitButton } from '../../ui/form';
import type { Translate } from '../detail-api';

export interface FormFooterProps {
  state: FormState<unknown>;
  t: Translate;
  idOf: (name: string) => string;
  labels: Record<string, string>;
  agreements: Agreement[] | null;
  err: (name: string) => string | undefined;
  setValue: (value: string | boolean, name: string) => void;
  submitLabel: string;
  successMessage: string;
}

/** Consent (when asked), honeypot, submit button and the busy / success / error feedback of a detail form. */
export function FormFooter({ state, t, idOf, labels, agreements, err, setValue, submitLabel, successMessage }: FormFooterProps) {
  return (
    <>
      {agreements && agreements.length > 0 ? (
        <ConsentField
          id={idOf('agreements')}
          agreements={agreements}
          checked={state.values.consent === true}
          onChange={(checked) => setValue(checked, 'consent')}
          label={t('detail.form.consent')}
          newWindowLabel={t('detail.form.new_window')}
          error={err('agreements')}
        />
      ) : null}
      <HoneypotField id={idOf('website')} value={String(state.values.website ?? '')} onChange={(v) => setValue(v, 'website')} label={t('detail.form.honeypot')} />
      <SubmitButton label={submitLabel} busyLabel={t('form.busy')} busy={state.status === 'busy'} />
      <FormFeedback state={state} t={t} labels={labels} idOf={idOf} successMessage={successMessage} />
    </>
  );
}
