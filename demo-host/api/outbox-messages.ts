import type { IncomingMessage } from 'node:http';
import { buildRoute, type RouteMap } from '../../core/routes';
import { formatDate, formatTime } from '../../core/format/date';
import type { Locale } from '../../core/i18n/locale';
import type { OutboxDraft } from '../db/repositories';

type Texts = Record<Locale, string>;

const SUBSCRIBED: Texts = {
  nl: 'Bedankt voor uw inschrijving. U ontvangt een bericht zodra er nieuw aanbod is dat aan uw criteria voldoet.',
  fr: 'Merci pour votre inscription. Vous recevrez un message dès qu’une nouvelle offre correspond à vos critères.',
  en: 'Thank you for subscribing. You will hear from us as soon as new offers match your criteria.',
  de: 'Vielen Dank für Ihre Anmeldung. Sie erhalten eine Nachricht, sobald neue Angebote Ihren Kriterien entsprechen.',
};
const EDIT: Texts = { nl: 'Uw voorkeuren wijzigen', fr: 'Modifier vos préférences', en: 'Change your preferences', de: 'Ihre Präferenzen ändern' };
const UNSUBSCRIBE: Texts = { nl: 'Uitschrijven', fr: 'Se désinscrire', en: 'Unsubscribe', de: 'Abmelden' };
const BOOKED: Texts = {
  nl: 'Uw bezoek is geboekt op',
  fr: 'Votre visite est réservée le',
  en: 'Your viewing is booked for',
  de: 'Ihre Besichtigung ist gebucht für',
};
const CANCEL: Texts = { nl: 'Afspraak annuleren', fr: 'Annuler le rendez-vous', en: 'Cancel the appointment', de: 'Termin absagen' };
const CANCELLED: Texts = { nl: 'Uw afspraak is geannuleerd.', fr: 'Votre rendez-vous est annulé.', en: 'Your appointment has been cancelled.', de: 'Ihr Termin wurde abgesagt.' };
const FRIEND: Texts = {
  nl: 'wil dit pand met u delen',
  fr: 'souhaite partager ce bien avec vous',
  en: 'wants to share this property with you',
  de: 'möchte diese Immobilie mit Ihnen teilen',
};
const RECEIVED: Texts = { nl: 'We hebben uw bericht ontvangen.', fr: 'Nous avons bien reçu votre message.', en: 'We received your message.', de: 'Wir haben Ihre Nachricht erhalten.' };

/** The site's origin as the visitor's browser sent it (a mail's links must work outside the page). */
export function siteOrigin(req: IncomingMessage): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

const BELGIAN_TIME: Texts = { nl: 'Belgische tijd', fr: 'heure belge', en: 'Belgian time', de: 'belgische Zeit' };

/** '07/01/2027 14:00 (Belgische tijd)': the time the page shows too (Europe/Brussels). */
function belgianDateTime(iso: string, locale: Locale): string {
  return `${formatDate(iso)} ${formatTime(iso)} (${BELGIAN_TIME[locale]})`;
}

function text(lines: string[], links: OutboxDraft['links']): string {
  return [...lines, ...links.map((l) => `${l.label}: ${l.href}`)].join('\n');
}

/** Its links are built from the site's route map (settings.routes), as the bundle builds its own. */
export function subscriptionMail(locale: Locale, email: string, token: string, origin: string, map: RouteMap = {}): OutboxDraft {
  const links = [
    { label: EDIT[locale], href: origin + buildRoute({ name: 'keepMeInformedEdit', locale, token }, map) },
    { label: UNSUBSCRIBE[locale], href: origin + buildRoute({ name: 'keepMeInformedUnsubscribe', locale, token }, map) },
  ];
  return { kind: 'subscription', recipient: email, subject: EDIT[locale], body: text([SUBSCRIBED[locale]], links), links };
}

export function appointmentMail(locale: Locale, email: string, id: string, startIso: string, reference: string, origin: string, map: RouteMap = {}): OutboxDraft {
  const links = [{ label: CANCEL[locale], href: origin + buildRoute({ name: 'cancelAppointment', locale, appointmentId: id }, map) }];
  const when = belgianDateTime(startIso, locale);
  return { kind: 'appointment', recipient: email, subject: `${BOOKED[locale]} ${when} (${reference})`, body: text([`${BOOKED[locale]} ${when}.`, reference], links), links };
}

export function appointmentCancelledMail(locale: Locale, email: string): OutboxDraft {
  return { kind: 'appointment-cancelled', recipient: email, subject: CANCELLED[locale], body: CANCELLED[locale], links: [] };
}

export function sendToFriendMail(locale: Locale, to: string, sender: string, message: string | undefined, estateUrl: string, title: string, origin: string): OutboxDraft {
  const links = [{ label: title, href: /^https?:/i.test(estateUrl) ? estateUrl : origin + estateUrl }];
  return { kind: 'send-to-a-friend', recipient: to, subject: `${sender} ${FRIEND[locale]}`, body: text([`${sender} ${FRIEND[locale]}.`, ...(message ? [message] : [])], links), links };
}

export function receivedMail(kind: 'contact' | 'reservation', locale: Locale, email: string, summary: string): OutboxDraft {
  return { kind, recipient: email, subject: RECEIVED[locale], body: `${RECEIVED[locale]}\n${summary}`, links: [] };
}
