import { Fragment, memo, type ReactNode } from 'react';
import { keepAmountsWhole } from '../../core/format/units';
import { withHyphenationPoints } from '../../core/format/hyphenation';
import type { ListingItem } from '../../core/view-models/listing-item';
import type { ListingRowItem } from '../ui/estate-card/use-listing-items';
import { Sticker } from '../ui/estate-card/sticker';
import { DataLink } from '../ui/data-link/data-link';
import type { ColumnKey } from './table-columns';
import { safeUrl } from '../../core/security/safe-url';
import { PLACEHOLDER_IMAGE } from '../ui/estate-card/placeholder';
import { FavoriteToggle } from '../ui/favorite-toggle';
import { titleWithReference } from '../../core/view-models/estate-title';

export interface TableRowLabels {
  moreInfo: string;
  /** Accessible name of the more-info link, t('listing.more_info_about', { title }). */
  moreInfoAbout: (title: string) => string;
  /** Accessible name of a unit's more-info link, naming its project. */
  moreInfoAboutUnit: (title: string, project: string) => string;
  /** The disclosure button of a project's units, closed and open. */
  showUnits: (count: number) => string;
  hideUnits: string;
  /** Alt text of the placeholder of an estate without a picture, t('estate.no.image') (spec §2). */
  noImage: string;
  /** Accessible name of a row's favourite heart, t('listing.favorite', { title }); absent: no heart. */
  favorite?: (title: string) => string;
}

/** The list's main image is the thumbnail (240 × 180 from the reference service); its box is reserved from these. */
const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 180;

export interface TableRowProps {
  item: ListingItem;
  labels: TableRowLabels;
  /** The columns shown, in order. */
  columns: readonly ColumnKey[];
  /** Column header text: repeated in each cell (data-label) for the card layout on narrow screens. */
  labelOf: (key: ColumnKey) => string;
  /** Title of the project when this row is one of its units. */
  project?: string;
  /** One of the first rows a visitor sees: its photo loads at once, before the rest (default lazy). */
  eager?: boolean;
}

/**
 * One row of the list and, for a project, a button that shows or hides its units as rows below it
 * (WAI-ARIA disclosure); memoized so appending a page renders only the new rows.
 */
export const TableEntryRows = memo(function TableEntryRows({
  entry,
  labels,
  columns,
  labelOf,
  open,
  onToggle,
  eager,
}: { entry: ListingRowItem; open: boolean; onToggle: (id: ListingRowItem['id']) => void } & Omit<TableRowProps, 'item' | 'project'>) {
  const units = entry.units ?? [];
  return (
    <Fragment>
      <TableRow item={entry} labels={labels} columns={columns} labelOf={labelOf} eager={eager} />
      {units.length ? (
        <tr className="eb-estate-table__units-row">
          <td colSpan={columns.length} className="eb-estate-table__units-cell">
            <button type="button" className="eb-estate-table__units-toggle" aria-expanded={open} onClick={() => onToggle(entry.id)}>
              <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
              {open ? labels.hideUnits : labels.showUnits(units.length)}
            </button>
          </td>
        </tr>
      ) : null}
      {open ? units.map((unit) => <TableRow key={unit.id} item={unit} labels={labels} columns={columns} labelOf={labelOf} project={entry.title} />) : null}
    </Fragment>
  );
});

/** A surface wraps before its number in a narrow card, never between the number and 'm²'. */
const wholeUnit = (text: string) => text.replace(/ (?=m²)/g, '\u00a0');

const NUMBER_COLUMNS = new Set<ColumnKey>(['bedrooms', 'living-space', 'ground-space', 'floor']);

function cellContent(key: ColumnKey, item: ListingItem, labels: TableRowLabels, project: string | undefined, columns: readonly ColumnKey[], eager = false): ReactNode {
  switch (key) {
    case 'photo': {
      // The row names the estate (type, city, link), so its photo is decorative; the placeholder says there is none.
      const src = safeUrl(item.image);
      return (
        <>
          <img className="eb-estate-table__photo" src={src ?? PLACEHOLDER_IMAGE} alt={src ? '' : labels.noImage}
            width={THUMB_WIDTH} height={THUMB_HEIGHT} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
          {!columns.includes('sticker') ? cellContent('sticker', item, labels, project, columns) : null}
        </>
      );
    }
    case 'sticker':
      return item.sticker && !item.sold ? <Sticker name={item.sticker.name} color={item.sticker.color} colorText={item.sticker.colorText} /> : null;
    case 'number': return item.number;
    case 'reference': return item.reference;
    case 'type':
      // A unit's city is its project's: only a property names it.
      return project === undefined && item.city ? (
        <>
          {withHyphenationPoints(item.type)}
          <span className="eb-estate-table__city">{item.city}</span>
        </>
      ) : withHyphenationPoints(item.type);
    case 'price': return keepAmountsWhole(item.price);
    case 'bedrooms': return item.bedrooms;
    case 'living-space': return wholeUnit(item.livingSpace);
    case 'ground-space': return wholeUnit(item.groundSpace);
    case 'floor': return withHyphenationPoints(item.floor);
    case 'more-info': {
      const link = (
        <DataLink className="eb-estate-table__link" href={item.href} aria-label={project !== undefined ? labels.moreInfoAboutUnit(item.title, project) : labels.moreInfoAbout(item.title)}>
          {labels.moreInfo}
        </DataLink>
      );
      // The heart sits beside the link, not in it: pressing it keeps the visitor on the list.
      return labels.favorite ? (
        <span className="eb-estate-table__actions">
          {link}
          <FavoriteToggle estateId={item.id} label={labels.favorite(titleWithReference(item.title, item.reference))} />
        </span>
      ) : link;
    }
  }
}

/** One estate (spec §2 table columns). */
export function TableRow({ item, labels, columns, labelOf, project, eager }: TableRowProps) {
  const classes = ['eb-estate-table__row', item.sold ? 'eb-estate-table__row--sold' : '', project !== undefined ? 'eb-estate-table__row--unit' : ''];
  return (
    <tr className={classes.filter(Boolean).join(' ')} data-estate-id={item.id}>
      {columns.map((key) => {
        const content = cellContent(key, item, labels, project, columns, eager);
        const modifiers = `${NUMBER_COLUMNS.has(key) ? ' eb-estate-table__cell--number' : ''}${content === '' || content === null ? ' eb-estate-table__cell--empty' : ''}`;
        return (
          <td key={key} className={`eb-estate-table__cell eb-estate-table__cell--${key}${modifiers}`} data-label={labelOf(key)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}
