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
const CANCEL = { nl: 'afspraak-annuleren', fr: 'annuler-rendez-vous', en: 'cancel-appointment', de: 'termin-absagen' };

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
  const agreements = (await json(baseURL, `${API}/agreements?locale=nl`)).filter((a) => a.required).map((a) => a.id);
  const form = { website: '', startedAt: Date.now() - 60_000, agreements, locale: 'nl' };
  // A subscription (its edit and unsubscribe pages) and a booked viewing (its cancel page), as a visitor who followed the mails' links has.
  const { token } = await json(baseURL, `${API}/notifications`, { ...form, firstName: 'Ann', lastName: 'Claes', email: `ann.layout.${Date.now()}@example.be`, criteria: { transactions: [1], priceMin: 150000, bedroomsMin: 2 } });
  return { broker: broker.id, project: project.children[0].id, unit: project.children[1].id, notary: notary.id, rentalUnit: rentalUnit.id, token, appointment: await bookViewing(baseURL, form) };
}

/** Books a free viewing slot of an estate that has some (from the fourth such estate on: the cancel spec books the first ones). */
async function bookViewing(baseURL, form) {
  const search = await json(baseURL, `${API}/estates`, { query: { terms: { 'general.transaction.id': [1, 2] } }, sort: [], pagination: { from: 0, size: 300 } });
  let skip = 3;
  for (const estate of search.results.map((r) => r.children[0])) {
    const slots = await json(baseURL, `${API}/live-agenda/${estate.id}`).catch(() => []);
    if (!slots.length || skip-- > 0) continue;
    // Slots in random order: specs running at the same time book on the same agenda.
    for (const slot of slots.map((x) => ({ x, k: Math.random() })).sort((a, b) => a.k - b.k).slice(0, 10).map((s) => s.x)) {
      const response = await fetch(new URL(`${API}/live-agenda/reservation`, baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, estateId: estate.id, slotStart: slot.start, message: 'Layout check', visitor: { firstName: 'Ann', lastName: 'Claes', phone: '0470 12 34 56', email: `ann.viewing.${Date.now()}@example.be` } }),
      });
      if (response.status === 409) continue;
      if (!response.ok) throw new Error(`POST live-agenda/reservation: HTTP ${response.status}`);
      return (await response.json()).id;
    }
  }
  throw new Error('no free viewing slot could be booked');
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
    { name: 'keep me informed success', path: (l) => `/${l}/${w(l).kmi}/success`, ready: '.eb-kmi__done' },
    { name: 'keep me informed edit', path: (l, s) => `/${l}/${w(l).kmi}/${s.token}`, ready: '.eb-kmi__form' },
    { name: 'keep me informed unsubscribe', path: (l, s) => `/${l}/${w(l).kmi}/unsubscribe/${s.token}`, ready: '.eb-kmi__unsubscribe' },
    { name: 'cancel appointment', path: (l, s) => `/${l}/${CANCEL[l]}/${s.appointment}`, ready: '.eb-cancel__lead' },
    { name: 'contact', path: (l) => `/${l}/${w(l).contact}`, ready: '.eb-contact-form form' },
    { name: 'privacy', path: (l) => `/${l}/${w(l).privacy}`, ready: 'h1' },
];

/** DEMO_PAGES with the sample ids of the running reference service bound in. */
export async function demoPages(baseURL) {
  const s = await findPageSamples(baseURL);
  return DEMO_PAGES.map((p) => ({ ...p, path: (l) => p.path(l, s), localStorage: p.localStorage?.(s) }));
}
