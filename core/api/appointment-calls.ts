/** A booked viewing's calls (the cancel-appointment block): read it, cancel it. Booking is in agenda-calls.ts. */
import type { Appointment } from '../model';
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions } from './calls';
import { decodeRecord } from './decode';
import type { Report } from './conform';

export function appointmentCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    /** null when the service answers 204. */
    getAppointment: async (id: string, opts?: CallOptions) =>
      decodeAppointment(await client.get<unknown>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts)), client.report),
    /** Only success matters (spec §7); resolves when cancelled. */
    cancelAppointment: async (id: string, opts?: CallOptions): Promise<void> => {
      await client.delete<unknown>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts));
    },
  };
}

export type AppointmentCalls = ReturnType<typeof appointmentCalls>;

const VISITOR = { firstName: 's', lastName: 's', phone: 's', email: 's' } as const;

/** A booked viewing (null when none): its times as text, its visitor's details as text. */
export const decodeAppointment = (v: unknown, report: Report): Appointment | null =>
  decodeRecord<Appointment | null>('appointment', v, { id: 's', estateId: 'n', visitor: VISITOR, appointmentStart: 's', appointmentEnd: 's' }, report);
