// UI texts of the cancel-appointment and rental blocks (en). Merged into core/i18n/catalogues/en.ts.
import type { Messages } from '../types';

export default {
  "live_agenda.cancel.title": "Cancel your viewing appointment",
  "live_agenda.cancel.loading": "Loading your appointment…",
  "live_agenda.cancel.busy": "Cancelling…",
  "live_agenda.cancel.already_cancelled": "This appointment was already cancelled. There is nothing more to do.",
  "live_agenda.cancel.name": "Name",
  "live_agenda.cancel.phone": "Phone",
  "live_agenda.cancel.email": "E-mail",
  "live_agenda.cancel.date": "Date",
  "live_agenda.cancel.time": "Time",
} satisfies Messages;
