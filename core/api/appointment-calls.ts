/** A booked viewing's calls (the cancel-appointment block): read it, cancel it. Booking is in agenda-calls.ts. */
import type { Appointment } from '../model';
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions } from './calls';

export function appointmentCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    /** null when the service answers 204. */
    getAppointment: async (id: string, opts?: CallOptions) =>
      client.get<Appointment>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts)),
    /** Only success matters (spec §7); resolves when cancelled. */
    cancelAppointment: async (id: string, opts?: CallOptions): Promise<void> => {
      await client.delete<unknown>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts));
    },
  };
}

export type AppointmentCalls = ReturnType<typeof appointmentCalls>;
