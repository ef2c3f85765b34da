import { SAMPLE_APPOINTMENT_ID, SAMPLE_IDS } from '../data/samples';
import { agendaSlots } from './agenda';
import type { ApiContext } from './context';

/**
 * Books SAMPLE_APPOINTMENT_ID on the first viewing slot from tomorrow (site demo), replacing an older
 * or cancelled one. Its slot id is its own, so it never takes a slot a visitor could book.
 */
export function seedSampleAppointment(api: ApiContext): void {
  const estateId = SAMPLE_IDS.agendaForSale;
  const slot = agendaSlots(estateId, api.now())[0];
  if (!slot) return;
  api.db.sqlite
    .prepare(
      `INSERT OR REPLACE INTO appointments (id, site_id, slot_id, estate_id, appointment_start, appointment_end, first_name, last_name,
        email, phone, message, locale, status, created_at) VALUES (?, 'demo', ?, ?, ?, ?, 'Sam', 'Peeters', 'sam.peeters@example.be',
        '+32 470 00 00 00', NULL, 'nl', 'booked', ?)`,
    )
    .run(SAMPLE_APPOINTMENT_ID, `sample-${SAMPLE_APPOINTMENT_ID}`, String(estateId), slot.start, slot.end, new Date(api.now()).toISOString());
}
