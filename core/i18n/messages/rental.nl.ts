// UI texts of the cancel-appointment and rental blocks (nl). Merged into core/i18n/catalogues/nl.ts.
import type { Messages } from '../types';

export default {
  "live_agenda.cancel.title": "Je bezichtigingsafspraak annuleren",
  "live_agenda.cancel.loading": "Je afspraak wordt geladen…",
  "live_agenda.cancel.busy": "Bezig met annuleren…",
  "live_agenda.cancel.already_cancelled": "Deze afspraak werd al geannuleerd. Je hoeft niets meer te doen.",
  "live_agenda.cancel.name": "Naam",
  "live_agenda.cancel.phone": "Telefoon",
  "live_agenda.cancel.email": "E-mail",
  "live_agenda.cancel.date": "Datum",
  "live_agenda.cancel.time": "Uur",
} satisfies Messages;
