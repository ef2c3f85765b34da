import type { ListingRowItem } from '../ui/estate-card/use-listing-items';
import { TableEntryRows, type TableRowLabels } from './table-row';

export interface TableGroup {
  key: string;
  /** Group heading; empty when the list is not grouped. */
  label: string;
  items: ListingRowItem[];
}

export interface TableViewLabels extends TableRowLabels {
  caption: string;
  columns: [string, string, string, string, string, string, string, string, string, string];
}

export interface TableViewProps {
  groups: TableGroup[];
  labels: TableViewLabels;
}

/** Rows per <tbody>: each is its own layout and paint container, so appending rows never re-lays out the rows above. */
export const CHUNK_ROWS = 25;

const COLUMN_KEYS = ['sticker', 'number', 'reference', 'type', 'price', 'bedrooms', 'living-space', 'ground-space', 'floor', 'more-info'];

export function TableView({ groups, labels }: TableViewProps) {
  return (
    // The table is laid out with CSS grid rows (see estate-table.css); explicit roles keep its table semantics.
    <table className="eb-estate-table__table" role="table">
      <caption className="eb-visually-hidden">{labels.caption}</caption>
      <thead role="rowgroup">
        <tr role="row" className="eb-estate-table__head-row">
          {labels.columns.map((name, i) => (
            <th key={COLUMN_KEYS[i]} role="columnheader" scope="col" className={`eb-estate-table__head eb-estate-table__head--${COLUMN_KEYS[i]}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      {groups.flatMap((group) =>
        chunks(group.items).map((items, c) => (
          <tbody key={`${group.key}-${c}`} role="rowgroup" className="eb-estate-table__chunk">
            {c === 0 && group.label ? (
              <tr role="row" className="eb-estate-table__group-row">
                <th role="columnheader" scope="colgroup" colSpan={COLUMN_KEYS.length} className="eb-estate-table__group-head">
                  {group.label}
                </th>
              </tr>
            ) : null}
            {items.map((item) => (
              <TableEntryRows key={item.id} entry={item} labels={labels} columns={COLUMN_KEYS.length} />
            ))}
          </tbody>
        )),
      )}
    </table>
  );
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK_ROWS) out.push(items.slice(i, i + CHUNK_ROWS));
  return out;
}
