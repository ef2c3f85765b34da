import type { Appointment } from '../../../core/model';
import { buildRoute } from '../../../core/routes';
import { validateAppointment } from '../../../core/validation';
import type { AppointmentRow } from '../../db/repositories';
import { agendaSlots, slotId } from '../agenda';
import { numericId, type ApiContext } from '../context';
import { HttpError, notFound } from '../errors';
import { readJson, sendJson, sendNoContent } from '../http';
import { appointmentCancelledMail, appointmentMail, siteOrigin } from '../outbox-messages';
import { WRITE, type Router } from '../router';
import { REQUIRED_AGREEMENTS, siteRouteMap } from '../../data/generate-site';
import { valid } from './form-routes';

/** Appointment plus its state (core Appointment has no status; a cancelled one answers 404). */
export function toAppointment(row: AppointmentRow): Appointment & { status: string } {
  return {
    id: row.id,
    estateId: Number(row.estateId),
    visitor: { firstName: row.firstName, lastName: row.lastName, phone: row.phone, email: row.email },
    appointmentStart: row.appointmentStart,
    appointmentEnd: row.appointmentEnd,
    status: row.status,
  };
}

export function registerAgendaRoutes(router: Router, api: ApiContext): void {
  const { db, dataset } = api;
  const freeSlots = (siteId: string, estateId: number) => {
    if (!dataset.agendaEstateIds.has(estateId)) return [];
    const booked = db.appointments.bookedSlotIds(siteId, String(estateId));
    return agendaSlots(estateId, api.now()).filter((s) => !booked.has(s.id));
  };

  router.get('/sites/:siteId/live-agenda/:estateId', ({ res, params }) => {
    const estateId = numericId(params.estateId, 'estate');
    if (!dataset.estateById.has(estateId)) throw notFound(`estate '${params.estateId}'`);
    sendJson(res, 200, freeSlots(params.siteId, estateId));
  });

  router.post('/sites/:siteId/live-agenda/reservation', async ({ req, res, params }) => {
    const value = valid(validateAppointment(await readJson(req), { now: api.now(), requiredAgreements: REQUIRED_AGREEMENTS }));
    const estate = dataset.estateById.get(value.estateId);
    if (!estate) throw new HttpError(400, { error: 'validation', fields: { estateId: 'form.error.invalid' } });
    const startMs = Date.parse(value.slotStart);
    const slot = freeSlots(params.siteId, estate.id).find((s) => s.id === slotId(estate.id, startMs));
    if (!slot) throw new HttpError(409, { error: 'slot-unavailable', fields: { slotStart: 'form.error.invalid' }, message: 'this slot is not free (any more)' });
    const row = db.appointments.book(
      {
        siteId: params.siteId, slotId: slot.id, estateId: String(estate.id), appointmentStart: slot.start, appointmentEnd: slot.end,
        firstName: value.visitor.firstName, lastName: value.visitor.lastName, email: value.visitor.email, phone: value.visitor.phone,
        message: value.message ?? null, locale: value.locale,
      },
      (id) => [appointmentMail(value.locale, value.visitor.email, id, slot.start, estate.general.reference ?? String(estate.id), siteOrigin(req), siteRouteMap(params.siteId))],
    );
    if (!row) throw new HttpError(409, { error: 'slot-unavailable', fields: { slotStart: 'form.error.invalid' }, message: 'this slot was just booked' });
    sendJson(res, 201, { id: row.id, cancelUrl: buildRoute({ name: 'cancelAppointment', locale: value.locale, appointmentId: row.id }, siteRouteMap(params.siteId)) });
  }, WRITE);

  router.get('/sites/:siteId/live-agenda/reservation/:id', ({ res, params }) => {
    const row = db.appointments.get(params.siteId, params.id);
    if (!row) throw notFound('appointment');
    if (row.status === 'cancelled') throw new HttpError(404, { error: 'cancelled', message: 'appointment was cancelled', cancelledAt: row.cancelledAt });
    sendJson(res, 200, toAppointment(row));
  });

  router.delete('/sites/:siteId/live-agenda/reservation/:id', ({ res, params }) => {
    const row = db.appointments.get(params.siteId, params.id);
    const outcome = db.appointments.cancel(params.siteId, params.id, () => (row ? [appointmentCancelledMail(row.locale as 'nl', row.email)] : []));
    if (outcome === 'missing') throw notFound('appointment');
    if (outcome === 'already') throw new HttpError(404, { error: 'cancelled', message: 'appointment was already cancelled', cancelledAt: row?.cancelledAt ?? null });
    sendNoContent(res);
  }, WRITE);
}
