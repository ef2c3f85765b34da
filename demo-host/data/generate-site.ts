import { LOCALES, type Locale } from '../../core/i18n/locale';
import { buildRoute, parseRouteMap, ROUTE_WORDS, type Route, type RouteMap } from '../../core/routes';
import type { Agreement, Entity, EntityItem, Navigation, NavigationItem, Page, Site, Translated } from '../../core/model';
import { STATUS } from '../../core/model';

export const SITES: readonly Site[] = [
  {
    id: 'demo',
    name: 'Demo Immo',
    hostnames: ['127.0.0.1', 'localhost'],
    defaultLocale: 'nl',
    locales: [...LOCALES],
    // In development the service also allows http://127.0.0.1:* and http://localhost:* (api/cors.ts).
    settings: { hiddenStatus: [], hiddenTabs: [], allowedOrigins: ['https://www.demo-immo.be'] },
  },
  {
    // A site on a static host without rewrites (tests/browser/static-host.spec.ts): the query form of the route map.
    id: 'demo-static',
    name: 'Demo Immo (static host)',
    hostnames: ['static.localhost'],
    defaultLocale: 'nl',
    locales: [...LOCALES],
    settings: { hiddenStatus: [], hiddenTabs: [], allowedOrigins: [], routes: { form: 'query' } },
  },
  {
    id: 'demo-hide-sold',
    name: 'Demo Immo (sold hidden)',
    hostnames: ['hide-sold.localhost'],
    defaultLocale: 'nl',
    locales: [...LOCALES],
    settings: { hiddenStatus: [STATUS.SOLD, STATUS.RENTED], hiddenTabs: [], allowedOrigins: ['https://hide-sold.demo-immo.be'] },
  },
];

/** A site's route map (settings.routes, checked as the bundle checks it); the default map for an unknown site or a refused map. */
export function siteRouteMap(siteId: string): RouteMap {
  const parsed = parseRouteMap(SITES.find((s) => s.id === siteId)?.settings.routes);
  return parsed.ok ? parsed.map : {};
}

type Simple = 'home' | 'search' | 'favorites' | 'keepMeInformed' | 'privacyStatement' | 'termsOfUse';
const path = (name: Simple, locale: Locale, map?: RouteMap) => buildRoute({ name, locale } as Route, map);
const perLocale = (fn: (l: Locale) => string): Translated => Object.fromEntries(LOCALES.map((l) => [l, fn(l)]));

const TITLES: Record<Simple | 'holiday', Translated> = {
  home: { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
  search: { nl: 'Aanbod', fr: 'Offre', en: 'Offer', de: 'Angebot' },
  holiday: { nl: 'Vakantieverhuur', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienvermietung' },
  favorites: { nl: 'Favorieten', fr: 'Favoris', en: 'Favorites', de: 'Favoriten' },
  keepMeInformed: { nl: 'Hou me op de hoogte', fr: 'Tenez-moi informé', en: 'Keep me informed', de: 'Auf dem Laufenden bleiben' },
  privacyStatement: { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement', de: 'Datenschutzerklärung' },
  termsOfUse: { nl: 'Gebruiksvoorwaarden', fr: "Conditions d'utilisation", en: 'Terms of use', de: 'Nutzungsbedingungen' },
};

function item(id: Simple): NavigationItem {
  return { id, title: TITLES[id], url: perLocale((l) => path(id, l)) };
}

export const NAVIGATIONS: readonly Navigation[] = [
  {
    name: 'main',
    items: [
      item('home'),
      { ...item('search'), children: [{ id: 'holiday', title: TITLES.holiday, url: perLocale((l) => `/${l}/${ROUTE_WORDS[l].holiday}`) }] },
      item('favorites'),
      item('keepMeInformed'),
    ],
  },
  { name: 'footer', items: [item('privacyStatement'), item('termsOfUse')] },
];

const CONTENT: Record<'home' | 'privacyStatement' | 'termsOfUse', Translated> = {
  home: {
    nl: '<h2>Welkom bij Demo Immo</h2><p>Ontdek ons aanbod woningen, appartementen, bouwgronden en nieuwbouwprojecten in heel België.</p>',
    fr: '<h2>Bienvenue chez Demo Immo</h2><p>Découvrez nos maisons, appartements, terrains et projets neufs dans toute la Belgique.</p>',
    en: '<h2>Welcome to Demo Immo</h2><p>Discover our houses, apartments, building plots and new-build projects all over Belgium.</p>',
    de: '<h2>Willkommen bei Demo Immo</h2><p>Entdecken Sie unsere Häuser, Wohnungen, Grundstücke und Neubauprojekte in ganz Belgien.</p>',
  },
  privacyStatement: {
    nl: '<p>We gebruiken uw gegevens alleen om uw vraag te beantwoorden. U kunt ze altijd laten verwijderen.</p>',
    fr: '<p>Nous utilisons vos données uniquement pour répondre à votre demande. Vous pouvez toujours les faire supprimer.</p>',
    en: '<p>We use your data only to answer your request. You can have it deleted at any time.</p>',
    de: '<p>Wir verwenden Ihre Daten nur zur Beantwortung Ihrer Anfrage. Sie können sie jederzeit löschen lassen.</p>',
  },
  termsOfUse: {
    nl: '<p>De informatie op deze site is indicatief en niet contractueel.</p>',
    fr: "<p>Les informations de ce site sont indicatives et non contractuelles.</p>",
    en: '<p>The information on this site is indicative and not contractual.</p>',
    de: '<p>Die Informationen auf dieser Website sind unverbindlich.</p>',
  },
};

export const PAGES: readonly Page[] = (Object.keys(CONTENT) as (keyof typeof CONTENT)[]).flatMap((name) =>
  LOCALES.map((locale) => ({
    id: `${name}-${locale}`,
    locale,
    url: path(name, locale),
    title: TITLES[name][locale]!,
    content: CONTENT[name][locale]!,
    alternates: perLocale((l) => path(name, l)),
    meta: { description: TITLES[name][locale] },
  })),
);

export function agreementsFor(locale: Locale, map?: RouteMap): Agreement[] {
  return [
    { id: 'privacy-statement', title: TITLES.privacyStatement[locale]!, url: path('privacyStatement', locale, map), required: true },
    { id: 'terms-of-use', title: TITLES.termsOfUse[locale]!, url: path('termsOfUse', locale, map), required: false },
  ];
}

/** Ids of the agreements a form must carry (the same in every locale), worked out once. */
export const REQUIRED_AGREEMENTS: readonly string[] = agreementsFor('nl').filter((a) => a.required).map((a) => a.id);

/** Site-specific text overrides served by GET /translations/{locale} (keys outside the shipped catalogue). */
export const TRANSLATION_OVERRIDES: Readonly<Record<Locale, Record<string, string>>> = {
  nl: { 'site.name': 'Demo Immo', 'site.tagline': 'Uw partner in vastgoed', 'contact.intro': 'Stel ons gerust uw vraag.' },
  fr: { 'site.name': 'Demo Immo', 'site.tagline': 'Votre partenaire immobilier', 'contact.intro': "N'hésitez pas à nous poser votre question." },
  en: { 'site.name': 'Demo Immo', 'site.tagline': 'Your real-estate partner', 'contact.intro': 'Feel free to ask us your question.' },
  de: { 'site.name': 'Demo Immo', 'site.tagline': 'Ihr Immobilienpartner', 'contact.intro': 'Stellen Sie uns gerne Ihre Frage.' },
};

export const ENTITIES: readonly Entity[] = [
  { id: 'offices', name: 'Offices', type: 'office' },
  { id: 'faq', name: 'FAQ', type: 'faq' },
];

export const ENTITY_ITEMS: readonly EntityItem[] = [
  { id: 'office-antwerpen', entityId: 'offices', fields: { name: 'Demo Immo Antwerpen', street: 'Meir 12', zip: '2000', city: 'Antwerpen', phone: '+32 3 123 45 67', email: 'antwerpen@demo-immo.be', lat: 51.2182, lon: 4.4051 } },
  { id: 'office-gent', entityId: 'offices', fields: { name: 'Demo Immo Gent', street: 'Veldstraat 40', zip: '9000', city: 'Gent', phone: '+32 9 234 56 78', email: 'gent@demo-immo.be', lat: 51.0512, lon: 3.7222 } },
  { id: 'office-namur', entityId: 'offices', fields: { name: 'Demo Immo Namur', street: 'Rue de Fer 20', zip: '5000', city: 'Namur', phone: '+32 81 34 56 78', email: 'namur@demo-immo.be', lat: 50.4656, lon: 4.8656 } },
  { id: 'faq-visit', entityId: 'faq', fields: { question: { nl: 'Hoe plan ik een bezoek?', fr: 'Comment planifier une visite ?', en: 'How do I book a viewing?', de: 'Wie buche ich eine Besichtigung?' } } },
];

export const COLLECTION_NAMES: Readonly<Record<string, string>> = {
  'c-1': 'Nieuw in het aanbod', 'c-2': 'Toplocaties', 'c-3': 'Instapklaar', 'c-4': 'Met tuin',
  'c-5': 'Aan zee', 'c-6': 'Starterswoningen', 'c-7': 'Investeringen', 'c-8': 'Prestige',
};

export const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  'logo.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Demo Immo"><title>Demo Immo</title><path d="M4 36 V18 L20 6 L36 18 V36 Z" fill="#2c4d75"/><text x="44" y="28" font-family="sans-serif" font-size="20" fill="#2c4d75">Demo Immo</text></svg>',
  },
  'site.css': { type: 'text/css', body: ':root { --eb-color-accent: #2c4d75; }\n' },
};
