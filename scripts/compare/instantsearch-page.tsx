/**
 * The anchor of `npm run bench:compare`: Algolia InstantSearch (react-instantsearch) over
 * our own API through a custom search client, showing the same 20 rows and 10 columns as estate-table,
 * with "Show more" (useInfiniteHits) and, with `?full=1`, 500 rows in one answer. Built by
 * scripts/bench-compare.mjs on React 19 and on preact/compat; never shipped.
 */
import { createRoot } from 'react-dom/client';
import { Configure, InstantSearch, useInfiniteHits } from 'react-instantsearch';
import { listFields } from '../../core/query/list-fields';

interface Row {
  objectID: string;
  id: number;
  general?: {
    entityNumber?: string | null;
    reference?: string;
    subType?: { name?: string };
    price?: { value?: number };
    bedroomCount?: number;
    floor?: number;
    sticker?: { name?: string } | null;
  };
  dimensions?: { areaBuild?: number | null; areaGround?: number | null };
  [key: string]: unknown;
}

const FULL = new URLSearchParams(location.search).has('full');
const FIELDS = listFields('en');

type SearchRequest = { indexName: string; params?: { page?: number; hitsPerPage?: number; query?: string } };

/** Algolia's search client contract, answered by POST /api/sites/demo/estates (pagination = page × hitsPerPage). */
const searchClient = {
  async search(requests: readonly SearchRequest[]) {
    const results = await Promise.all(
      requests.map(async ({ indexName, params }) => {
        const hitsPerPage = params?.hitsPerPage ?? 20;
        const page = params?.page ?? 0;
        const response = await fetch('/api/sites/demo/estates', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-site-id': 'demo', 'accept-language': 'en' },
          body: JSON.stringify({
            query: {},
            sort: [{ field: 'general.publicationDate', order: 'DESC' }],
            pagination: { from: page * hitsPerPage, size: hitsPerPage },
            fields: FIELDS,
          }),
        });
        const data = (await response.json()) as { total: { value: number }; results: Array<{ children?: Row[] } & Row> };
        const hits = data.results.map((r) => {
          const estate = r.children?.[0] ?? r;
          return { ...estate, objectID: String(estate.id) };
        });
        const nbHits = data.total.value;
        return {
          hits, nbHits, page, hitsPerPage, nbPages: Math.ceil(nbHits / hitsPerPage),
          processingTimeMS: 0, exhaustiveNbHits: true, query: params?.query ?? '', params: '', index: indexName,
        };
      }),
    );
    return { results };
  },
};

const money = new Intl.NumberFormat('en-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const area = (m2?: number | null) => (m2 ? `${m2} m²` : '');

function Table() {
  const { items, showMore, isLastPage } = useInfiniteHits<Row>();
  return (
    <>
      <table className="is-table">
        <thead>
          <tr>
            {['Sticker', 'Number', 'Reference', 'Type', 'Price', 'Bedrooms', 'Living space', 'Ground space', 'Floor', 'More info'].map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr className="is-row" key={e.objectID}>
              <td>{e.general?.sticker?.name ?? ''}</td>
              <td>{e.general?.entityNumber ?? ''}</td>
              <td>{e.general?.reference ?? ''}</td>
              <td>{e.general?.subType?.name ?? ''}</td>
              <td>{e.general?.price?.value ? money.format(e.general.price.value) : ''}</td>
              <td>{e.general?.bedroomCount ?? ''}</td>
              <td>{area(e.dimensions?.areaBuild)}</td>
              <td>{area(e.dimensions?.areaGround)}</td>
              <td>{e.general?.floor ?? ''}</td>
              <td>
                <a href={`/en/estate/${e.id}`}>More info</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!isLastPage ? (
        <button type="button" className="is-more" onClick={showMore}>
          Show more estates
        </button>
      ) : null}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <InstantSearch searchClient={searchClient as never} indexName="estates">
    <Configure hitsPerPage={FULL ? 500 : 20} />
    <Table />
  </InstantSearch>,
);
