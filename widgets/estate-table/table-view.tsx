import { useCallback, useMemo, useState } from 'react';
import type { ListingRowItem } from '../ui/estate-card/use-listing-items';
import { COLUMN_KEYS, visibleColumns, type PhotoMode } from './table-columns';
import { TableEntryRows, type TableRowLabels } from './table-row';

export interface TableGroup {
  key: string;
  /** Group heading; empty when the list is not grouped. */
  label: string;
  items: ListingRowItem[];
}

export interface TableViewLabels extends TableRowLabels {
  caption: string;
  columns: [string, string, string, string, string, string, string, string, string, string, string];
}

export interface TableViewProps {
  groups: TableGroup[];
  labels: TableViewLabels;
  /** Main picture of each row: 'cards' only in the card layout of a narrow block (default), 'column' also as the first column. */
  photo?: PhotoMode;
  /** The block is narrow enough for the card layout: a "cards" photo is rendered only then. */
  cardLayout?: boolean;
}

/** Rows whose photo loads at once with a high priority: a phone's first screen shows about two cards. */
export const EAGER_PHOTOS = 2;

/** Rows per <tbody>: each is its own layout and paint container, so appending rows never re-lays out the rows above. */
export const CHUNK_ROWS = 25;

export function TableView({ groups, labels, photo = 'cards', cardLayout = false }: TableViewProps) {
  // Projects whose units are shown: their units count for the columns (a unit's number opens the "Nr." column).
  const [openProjects, setOpenProjects] = useState<ReadonlySet<ListingRowItem['id']>>(() => new Set());
  const toggleProject = useCallback(
    (id: ListingRowItem['id']) =>
      setOpenProjects((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // A wide table shows no "cards" photo: not rendering it spares each row an image element (and the
  // first rows' eager downloads) that CSS would hide.
  const found = visibleColumns(groups.flatMap((g) => g.items), photo === 'cards' && !cardLayout ? 'none' : photo, openProjects);
  // Stable while the set of columns and the labels stay: the memoized rows then skip re-rendering when a slice is added.
  const columns = useMemo(() => found, [found.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const labelOf = useCallback((key: (typeof COLUMN_KEYS)[number]) => labels.columns[COLUMN_KEYS.indexOf(key)], [labels]);
  // The grid template per set of columns lives in estate-table.css (a class per left-out column).
  let rank = 0;
  const hidden = COLUMN_KEYS.filter((key) => !columns.includes(key)).map((key) => ` eb-estate-table__table--without-${key}`).join('');
  return (
    <table className={`eb-estate-table__table${hidden} eb-estate-table__table--photo-${photo}`}>
      <caption className="eb-visually-hidden">{labels.caption}</caption>
      <thead>
        <tr className="eb-estate-table__head-row">
          {columns.map((key) => (
            <th key={key} scope="col" className={`eb-estate-table__head eb-estate-table__head--${key}`}>
              {labelOf(key)}
            </th>
          ))}
        </tr>
      </thead>
      {groups.flatMap((group) =>
        chunks(group.items).map((items, c) => (
          <tbody key={`${group.key}-${c}`} className="eb-estate-table__chunk">
            {c === 0 && group.label ? (
              <tr className="eb-estate-table__group-row">
                <th scope="colgroup" colSpan={columns.length} className="eb-estate-table__group-head">
                  {group.label}
                </th>
              </tr>
            ) : null}
            {items.map((item) => (
              <TableEntryRows key={item.id} entry={item} labels={labels} columns={columns} labelOf={labelOf} open={openProjects.has(item.id)} onToggle={toggleProject} eager={rank++ < EAGER_PHOTOS} />
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
