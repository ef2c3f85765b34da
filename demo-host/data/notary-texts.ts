import type { Locale as ModelLocale } from '../../core/i18n/locale';

/**
 * The notary feed's free information texts the demo data uses, in each site language. The data is generated
 * in Dutch; the service answers these texts in the request's language (localizeListingTexts), as a real
 * notary feed answers per language.
 */
export const NOTARY_TEXTS: Readonly<Record<string, Readonly<Record<Exclude<ModelLocale, 'nl'>, string>>>> = {
  'Keuring 2023, niet conform: aanpassingen nodig.': { fr: 'Contrôle 2023, non conforme : adaptations nécessaires.', en: 'Inspected in 2023, not compliant: work needed.', de: 'Prüfung 2023, nicht konform: Anpassungen nötig.' },
  'Attest aanwezig bij de notaris.': { fr: 'Attestation disponible chez le notaire.', en: 'Certificate available at the notary’s office.', de: 'Bescheinigung liegt beim Notar vor.' },
  'Condensatieketel 2018.': { fr: 'Chaudière à condensation de 2018.', en: 'Condensing boiler from 2018.', de: 'Brennwertkessel von 2018.' },
  'Hoogrendementsglas achteraan.': { fr: 'Vitrage à haut rendement à l’arrière.', en: 'High-efficiency glazing at the back.', de: 'Hochleistungsglas auf der Rückseite.' },
  'Elektrische rolluiken.': { fr: 'Volets roulants électriques.', en: 'Electric roller shutters.', de: 'Elektrische Rollläden.' },
  'Verwarmd buitenzwembad.': { fr: 'Piscine extérieure chauffée.', en: 'Heated outdoor pool.', de: 'Beheiztes Außenschwimmbad.' },
  'Provisie voor kosten en erelonen.': { fr: 'Provision pour frais et honoraires.', en: 'Advance for costs and fees.', de: 'Vorschuss für Kosten und Honorare.' },
  'Watertoets uitgevoerd.': { fr: 'Évaluation des incidences sur l’eau effectuée.', en: 'Water assessment carried out.', de: 'Wasserverträglichkeitsprüfung durchgeführt.' },
  'Kleine huisdieren toegelaten.': { fr: 'Petits animaux domestiques admis.', en: 'Small pets allowed.', de: 'Kleine Haustiere erlaubt.' },
  'Tuin van ca. 6 are.': { fr: 'Jardin d’environ 6 ares.', en: 'Garden of about 600 m².', de: 'Garten von etwa 6 Ar.' },
  'Stedenbouwkundige vergunning van 1998.': { fr: 'Permis d’urbanisme de 1998.', en: 'Planning permission from 1998.', de: 'Baugenehmigung von 1998.' },
  'Geen rechterlijke herstelmaatregel.': { fr: 'Aucune mesure de réparation judiciaire.', en: 'No court-ordered remedial measure.', de: 'Keine gerichtliche Wiederherstellungsmaßnahme.' },
  'Geen voorkooprecht gekend.': { fr: 'Aucun droit de préemption connu.', en: 'No known right of pre-emption.', de: 'Kein Vorkaufsrecht bekannt.' },
  'Gewestplan: woongebied.': { fr: 'Plan de secteur : zone d’habitat.', en: 'Regional plan: residential area.', de: 'Sektorenplan: Wohngebiet.' },
};

/** A copy of `value` with every known Dutch information text in `locale`; other values are kept as they are. */
export function localizeNotaryTexts<T>(value: T, locale: ModelLocale): T {
  if (locale === 'nl') return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return Object.prototype.hasOwnProperty.call(NOTARY_TEXTS, v) ? NOTARY_TEXTS[v]![locale] : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
