// UI texts of the cancel-appointment and rental blocks (de). Merged into core/i18n/catalogues/de.ts.
import type { Messages } from '../types';

export default {
  "live_agenda.cancel.title": "Ihren Besichtigungstermin absagen",
  "live_agenda.cancel.loading": "Ihr Termin wird geladen…",
  "live_agenda.cancel.busy": "Wird abgesagt…",
  "live_agenda.cancel.already_cancelled": "Dieser Termin wurde bereits abgesagt. Sie müssen nichts mehr tun.",
  "live_agenda.cancel.name": "Name",
  "live_agenda.cancel.phone": "Telefon",
  "live_agenda.cancel.email": "E-Mail",
  "live_agenda.cancel.date": "Datum",
  "live_agenda.cancel.time": "Uhrzeit",
} satisfies Messages;
