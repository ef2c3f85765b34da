/**
 * The live agenda calls, in two groups because two blocks make them: the detail's book a viewing (free
 * slots, booking) here, the cancel-appointment block's calls in appointment-calls.ts.
 */
import type { AgendaSlot } from '../model';
import type { ApiClient } from './client';
import { must, orEmpty, req, seg, siteOf, type CallOptions, type Id } from './calls';
import type { AppointmentCreatedResponse, AppointmentRequest } from './types';

export function agendaCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getAgendaSlots: async (estateId: Id, opts?: CallOptions) =>
      orEmpty(client.get<AgendaSlot[]>(`${site(opts)}/live-agenda/${seg(estateId)}`, req(opts))),
    bookAppointment: async (body: AppointmentRequest, opts?: CallOptions) =>
      must(client.post<AppointmentCreatedResponse>(`${site(opts)}/live-agenda/reservation`, body, req(opts)), 'appointment'),
  };
}

export type AgendaCalls = ReturnType<typeof agendaCalls>;
