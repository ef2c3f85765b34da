import type { ListingItem } from '../ui/estate-card/listing-item';
import { TableRow, type TableRowLabels } from './table-row';

export interface TableGroup {
  key: string;
  /** Group heading; empty when the list is not grouped. */
  label: string;
  items: ListingItem[];
}

export interface TableViewLabels extends TableRowLabels {
  caption: string;
  columns: [string, string, string, string, string, string, string, string, string, string];
}

export interface TableViewProps {
  groups: TableGroup[];
  labels: TableViewLabels;
}

const COLUMN_KEYS = ['sticker', 'number', 'reference', 'type', 'price', 'bedrooms', 'living-space', 'ground-space', 'floor', 'more-info'];

export function TableView({ groups, labels }: TableViewProps) {
  return (
    <table className="eb-estate-table__table">
      <caption className="eb-visually-hidden">{labels.caption}</caption>
      <thead>
        <tr>
          {labels.columns.map((name, i) => (
            <th key={COLUMN_KEYS[i]} scope="col" className={`eb-estate-table__head eb-estate-table__head--${COLUMN_KEYS[i]}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.key} className="eb-estate-table__group">
          {group.label ? (
            <tr className="eb-estate-table__group-row">
              <th scope="colgroup" colSpan={COLUMN_KEYS.length} className="eb-estate-table__group-head">
                {group.label}
              </th>
            </tr>
          ) : null}
          {group.items.map((item) => (
            <TableRow key={item.id} item={item} labels={labels} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
