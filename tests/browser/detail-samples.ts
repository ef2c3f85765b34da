import type { APIRequestContext } from '@playwright/test';
import { test } from './fixtures';

/** Records of the reference service the detail tests visit, found through its API (no hard-coded ids). */
export interface DetailSamples {
  /** Broker estate for sale with photos, sections and a sales rep, bookable through the live agenda. */
  broker: number;
  sold: number;
  project: number;
  /** A unit of `project`. */
  unit: number;
  notaryForSale: number;
  notaryToRent: number;
  notaryPlot: number;
  notaryVat: number;
  /** A public sale (notary status 5) with a sale session. */
  notaryPublicSale: number;
  /** The first holiday rental unit. */
  rentalUnit: number;
}

type Json = any;

const API = '/api/sites/demo';

async function getJson(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(path);
  return response.ok() ? response.json() : null;
}

export async function findDetailSamples(request: APIRequestContext): Promise<DetailSamples> {
  const results: Json[] = [];
  for (let from = 0; from < 3000; from += 1000) {
    const search = await request.post(`${API}/estates`, {
      data: { query: {}, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from, size: 1000 }, units: true },
    });
    const page = await search.json();
    results.push(...page.results);
    if (results.length >= page.total.value) break;
  }
  const mains: Json[] = results.map((r) => r.children[0]);
  const broker = mains.filter((e) => e.feed !== 'notary' && !e.general.project && !e.general.parentId);
  // A rich estate: live agenda slots, at least four photos, a sales rep and an EPC value (checked on the detail record).
  let rich: Json = null;
  for (const e of broker.filter((x) => x.general.transaction?.id === 1)) {
    const slots = await getJson(request, `${API}/live-agenda/${e.id}`);
    if (!Array.isArray(slots) || slots.length === 0) continue;
    const detail = await getJson(request, `${API}/estates/v2/${e.id}`);
    const estate = detail?.estate;
    if ((estate?.pictures?.length ?? 0) >= 4 && estate.salesRep && estate.energy?.epcValue > 0) {
      rich = estate;
      break;
    }
  }
  const projectResult = results.find((r) => r.children[0].general.project && r.children.length > 2);
  const notaries: Json[] = [];
  for (let id = 700001; id <= 700030; id++) {
    const detail = await getJson(request, `${API}/estates/v2/${id}`);
    if (detail?.feed === 'notary') notaries.push(detail.listing);
  }
  const rentals = await (await request.post(`${API}/rental-units`, { data: {} })).json();
  const pick = (what: string, found: Json) => {
    if (!found) throw new Error(`the reference service holds no ${what}`);
    return found.id as number;
  };
  return {
    broker: pick('broker estate with live agenda slots', rich),
    sold: pick('sold broker estate', broker.find((e) => e.general.transaction?.id === 5)),
    project: pick('project with units', projectResult?.children[0]),
    unit: pick('project unit', projectResult?.children[1]),
    notaryForSale: pick('notary listing for sale', notaries.find((l) => l.status === 3 && l.type !== 'PLOT' && !l.financial?.vat_regime)),
    notaryToRent: pick('notary listing to rent', notaries.find((l) => l.status === 2)),
    notaryPlot: pick('notary PLOT', notaries.find((l) => l.type === 'PLOT' && !l.financial?.vat_regime)),
    notaryVat: pick('notary listing under the VAT regime', notaries.find((l) => l.financial?.vat_regime === true)),
    notaryPublicSale: pick('notary public sale with a session', notaries.find((l) => l.status === 5 && l.notary?.session_date)),
    rentalUnit: pick('holiday rental unit', rentals?.results?.[0]),
  };
}

/** Finds the samples once per worker (a beforeAll in the calling spec); tests read them through the getter. */
export function detailSamplesOnce(): () => DetailSamples {
  let samples: DetailSamples | undefined;
  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    samples = await findDetailSamples(request);
    await request.dispose();
  });
  return () => samples!;
}
