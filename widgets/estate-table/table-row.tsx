import { Fragment, memo, useState } from 'react';
import type { ListingItem } from '../ui/estate-card/listing-item';
import type { ListingRowItem } from '../ui/estate-card/use-listing-items';
import { Sticker } from '../ui/estate-card/sticker';
import { DataLink } from '../ui/data-link/data-link';

export interface TableRowLabels {
  moreInfo: string;
  /** Accessible name of the more-info link, t('listing.more_info_about', { title }). */
  moreInfoAbout: (title: string) => string;
  /** Accessible name of a unit's more-info link, naming its project. */
  moreInfoAboutUnit: (title: string, project: string) => string;
  /** The disclosure button of a project's units, closed and open. */
  showUnits: (count: number) => string;
  hideUnits: string;
}

export interface TableRowProps {
  item: ListingItem;
  labels: TableRowLabels;
  /** Title of the project when this row is one of its units. */
  project?: string;
}

/**
 * One row of the list and, for a project, a button that shows or hides its units as rows below it
 * (WAI-ARIA disclosure); memoized so appending a page renders only the new rows.
 */
export const TableEntryRows = memo(function TableEntryRows({ entry, labels, columns }: { entry: ListingRowItem; labels: TableRowLabels; columns: number }) {
  const [open, setOpen] = useState(false);
  const units = entry.units ?? [];
  return (
    <Fragment>
      <TableRow item={entry} labels={labels} />
      {units.length ? (
        <tr role="row" className="eb-estate-table__units-row">
          <td role="cell" colSpan={columns} className="eb-estate-table__units-cell">
            <button type="button" className="eb-estate-table__units-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
              <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
              {open ? labels.hideUnits : labels.showUnits(units.length)}
            </button>
          </td>
        </tr>
      ) : null}
      {open ? units.map((unit) => <TableRow key={unit.id} item={unit} labels={labels} project={entry.title} />) : null}
    </Fragment>
  );
});

/** One estate (spec §2 table columns). */
export function TableRow({ item, labels, project }: TableRowProps) {
  const classes = ['eb-estate-table__row', item.sold ? 'eb-estate-table__row--sold' : '', project !== undefined ? 'eb-estate-table__row--unit' : ''];
  return (
    <tr role="row" className={classes.filter(Boolean).join(' ')} data-estate-id={item.id}>
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
        <DataLink className="eb-estate-table__link" href={item.href} aria-label={project !== undefined ? labels.moreInfoAboutUnit(item.title, project) : labels.moreInfoAbout(item.title)}>
          {labels.moreInfo}
        </DataLink>
      </td>
    </tr>
  );
}
