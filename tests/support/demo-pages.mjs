/**
 * Every page type of the demo site, found through the reference service's API (no hard-coded ids),
 * for the layout check (tests/browser/layout.spec.ts), the HTML check (scripts/html-check.mjs) and
 * `npm run screenshots`. A page type added to the demo site is added here once and gets every check.
 */
const API = '/api/sites/demo';

const WORDS = {
  nl: { offer: 'aanbod', gallery: 'galerij', holiday: 'vakantie', favorites: 'favorites', kmi: 'keep-me-informed', contact: 'contact', privacy: 'privacy-statement' },
  fr: { offer: 'offre', gallery: 'galerie', holiday: 'vacances', favorites: 'favorites', kmi: 'keep-me-informed', contact: 'contact', privacy: 'privacy-statement' },
  en: { offer: 'offer', gallery: 'gallery', holiday: 'holiday', favorites: 'favorites', kmi: 'keep-me-informed', contact: 'contact', privacy: 'privacy-statement' },
  de: { offer: 'angebot', gallery: 'galerie', holiday: 'feiertage', favorites: 'favorites', kmi: 'keep-me-informed', contact: 'kontakt', privacy: 'privacy-statement' },
};

export const LOCALES = ['nl', 'fr', 'en', 'de'];

async function json(baseURL, path, body) {
  const response = await fetch(new URL(path, baseURL), body === undefined
    ? {}
    : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path}: HTTP ${response.status}`);
  return response.json();
}

/** Ids of one record per detail page type. */
export async function findPageSamples(baseURL) {
  const search = await json(baseURL, `${API}/estates`, { query: {}, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 300 }, units: true });
  const mains = search.results.map((r) => r.children[0]);
  const broker = mains.find((e) => e.feed !== 'notary' && !e.general.project && !e.general.parentId && e.general.transaction?.id === 1);
  const project = search.results.find((r) => r.children[0].general.project && r.children.length > 2);
  const notary = mains.find((e) => e.feed === 'notary') ?? { id: 700001 };
  const units = await json(baseURL, `${API}/rental-units`, { pagination: { from: 0, size: 1 } });
  const rentalUnit = (units.results ?? units.items ?? units)[0];
  if (!broker || !project || !rentalUnit) throw new Error('the reference service lacks a broker estate, a project or a rental unit');
  return { broker: broker.id, project: project.children[0].id, unit: project.children[1].id, notary: notary.id, rentalUnit: rentalUnit.id };
}

const w = (l) => WORDS[l];

/**
 * Every page type: name, path(locale, samples), a selector visible once its main block has mounted,
 * and the localStorage a visitor of that page would have.
 */
export const DEMO_PAGES = [
    { name: 'home', path: (l) => `/${l}`, ready: 'h1' },
    { name: 'search', path: (l) => `/${l}/${w(l).offer}`, ready: '.eb-estate-search__footer' },
    { name: 'gallery', path: (l) => `/${l}/${w(l).gallery}`, ready: '.eb-estate-card' },
    { name: 'broker detail', path: (l, s) => `/${l}/${w(l).offer}/${s.broker}`, ready: '.eb-detail__title' },
    { name: 'notary detail', path: (l, s) => `/${l}/${w(l).offer}/${s.notary}`, ready: '.eb-detail__title' },
    { name: 'project', path: (l, s) => `/${l}/${w(l).offer}/${s.project}`, ready: '.eb-detail__title' },
    { name: 'project unit', path: (l, s) => `/${l}/${w(l).offer}/${s.unit}`, ready: '.eb-detail__title' },
    { name: 'rental search', path: (l) => `/${l}/${w(l).holiday}`, ready: '.eb-rental-card, .eb-rental-search__card' },
    { name: 'rental unit', path: (l, s) => `/${l}/${w(l).holiday}/${s.rentalUnit}`, ready: '.eb-rental-unit h2' },
    {
      name: 'favorites',
      path: (l) => `/${l}/${w(l).favorites}`,
      ready: '.eb-favorites__item',
      // Two saved estates, as a visitor who clicked the hearts has: the list, not the empty state.
      localStorage: (s) => ({ 'estate-blocks:favorites:demo': JSON.stringify([String(s.broker), String(s.project)]) }),
    },
    { name: 'keep me informed', path: (l) => `/${l}/${w(l).kmi}`, ready: '.eb-kmi__form' },
    { name: 'contact', path: (l) => `/${l}/${w(l).contact}`, ready: '.eb-contact-form form' },
    { name: 'privacy', path: (l) => `/${l}/${w(l).privacy}`, ready: 'h1' },
];

/** DEMO_PAGES with the sample ids of the running reference service bound in. */
export async function demoPages(baseURL) {
  const s = await findPageSamples(baseURL);
  return DEMO_PAGES.map((p) => ({ ...p, path: (l) => p.path(l, s), localStorage: p.localStorage?.(s) }));
}
