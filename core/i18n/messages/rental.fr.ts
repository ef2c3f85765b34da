// UI texts of the cancel-appointment and rental blocks (fr). Merged into core/i18n/catalogues/fr.ts.
import type { Messages } from '../types';

export default {
  "live_agenda.cancel.title": "Annuler votre rendez-vous de visite",
  "live_agenda.cancel.loading": "Chargement de votre rendez-vous…",
  "live_agenda.cancel.busy": "Annulation en cours…",
  "live_agenda.cancel.already_cancelled": "Ce rendez-vous a déjà été annulé. Vous n’avez plus rien à faire.",
  "live_agenda.cancel.name": "Nom",
  "live_agenda.cancel.phone": "Téléphone",
  "live_agenda.cancel.email": "E-mail",
  "live_agenda.cancel.date": "Date",
  "live_agenda.cancel.time": "Heure",
} satisfies Messages;
