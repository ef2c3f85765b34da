/**
 * The live agenda calls, in two groups because two blocks make them: the detail's book a viewing (free
 * slots, booking) here, the cancel-appointment block's calls in appointment-calls.ts.
 */
import type { AgendaSlot } from '../model';
import type { ApiClient } from './client';
import { must, orEmpty, req, seg, siteOf, type CallOptions, type Id } from './calls';
import type { AppointmentCreatedResponse, AppointmentRequest } from './types';
import { decodeDated, decodeRecord } from './decode';
import type { Report } from './conform';

export function agendaCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getAgendaSlots: async (estateId: Id, opts?: CallOptions) =>
      decodeAgendaSlots(await orEmpty(client.get<unknown[]>(`${site(opts)}/live-agenda/${seg(estateId)}`, req(opts))), client.report),
    bookAppointment: async (body: AppointmentRequest, opts?: CallOptions) =>
      decodeRecord<AppointmentCreatedResponse>('appointment', await must(client.post<unknown>(`${site(opts)}/live-agenda/reservation`, body, req(opts)), 'appointment'), { id: 's', cancelUrl: 'u' }, client.report),
  };
}

export type AgendaCalls = ReturnType<typeof agendaCalls>;

/** Free slots: a slot without both times is left out. */
export const decodeAgendaSlots = (v: unknown, report: Report): AgendaSlot[] => decodeDated<AgendaSlot>('agenda slots', v, { start: 's', end: 's' }, report);
