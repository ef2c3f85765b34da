import type { ListingItem } from '../../core/view-models/listing-item';
import type { ListingRowItem } from '../ui/estate-card/use-listing-items';

/** The photo (opt-in) and the ten columns of spec §2's table, in order; the label index matches TableViewLabels.columns. */
export const COLUMN_KEYS = ['photo', 'sticker', 'number', 'reference', 'type', 'price', 'bedrooms', 'living-space', 'ground-space', 'floor', 'more-info'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Where rows show the estate's main picture: nowhere, only in the card layout of a narrow block, or also as the first column. */
export const PHOTO_MODES = ['none', 'cards', 'column'] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];

/** Optional columns and the field they show; the others (type, price, more info) are always there, the photo when configured. */
const VALUE_OF: Partial<Record<ColumnKey, (item: ListingItem) => unknown>> = {
  sticker: (item) => (item.sold ? undefined : item.sticker?.name),
  number: (item) => item.number,
  reference: (item) => item.reference,
  bedrooms: (item) => item.bedrooms,
  'living-space': (item) => item.livingSpace,
  'ground-space': (item) => item.groundSpace,
  floor: (item) => item.floor,
};

/**
 * The columns to show: an optional column with no value on any row on screen — the loaded rows and the
 * units of the projects opened — is left out (the "Nr." column, which only units fill, until a project's
 * units are shown), so the others get its room.
 */
export function visibleColumns(items: readonly ListingRowItem[], photo: PhotoMode = 'none', openProjects: ReadonlySet<ListingRowItem['id']> = new Set()): ColumnKey[] {
  const all = items.flatMap((item) => [item, ...(openProjects.has(item.id) ? (item.units ?? []) : [])]);
  return COLUMN_KEYS.filter((key) => {
    if (key === 'photo') return photo !== 'none';
    // A photo column carries the sticker on the picture (as a gallery card does) and takes the sticker's track.
    if (key === 'sticker' && photo === 'column') return false;
    const value = VALUE_OF[key];
    return !value || all.some((item) => Boolean(value(item)));
  });
}
