import { memo } from 'react';
import type { ListingItem } from '../ui/estate-card/listing-item';
import { Sticker } from '../ui/estate-card/sticker';

export interface TableRowLabels {
  moreInfo: string;
  /** Accessible name of the more-info link, t('listing.more_info_about', { title }). */
  moreInfoAbout: (title: string) => string;
}

export interface TableRowProps {
  item: ListingItem;
  labels: TableRowLabels;
}

/** One estate (spec §2 table columns); memoized so appending a page renders only the new rows. */
export const TableRow = memo(function TableRow({ item, labels }: TableRowProps) {
  return (
    <tr role="row" className={`eb-estate-table__row${item.sold ? ' eb-estate-table__row--sold' : ''}`} data-estate-id={item.id}>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--sticker">
        {item.sticker && !item.sold ? (
          <Sticker name={item.sticker.name} color={item.sticker.color} colorText={item.sticker.colorText} />
        ) : null}
      </td>
      <td role="cell" className="eb-estate-table__cell">{item.number}</td>
      <td role="cell" className="eb-estate-table__cell">{item.reference}</td>
      <td role="cell" className="eb-estate-table__cell">{item.type}</td>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--price">{item.price}</td>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--number">{item.bedrooms}</td>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--number">{item.livingSpace}</td>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--number">{item.groundSpace}</td>
      <td role="cell" className="eb-estate-table__cell eb-estate-table__cell--number">{item.floor}</td>
      <td role="cell" className="eb-estate-table__cell">
        <a className="eb-estate-table__link" href={item.href} aria-label={labels.moreInfoAbout(item.title)}>
          {labels.moreInfo}
        </a>
      </td>
    </tr>
  );
});
