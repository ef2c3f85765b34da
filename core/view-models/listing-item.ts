import type { Estate } from '../model';
import { formatSurface } from '../format/units';
import { shownAmount } from '../display/shown';
import { isSold } from '../status/listing-status';
import type { ViewModelLabels } from './types';
import { estatePrice, priceText } from './listing-price';
import { floorValue } from './floor-label';
import { estateTitle } from './estate-title';
import { cityName } from './city-name';

/** What a table row and a gallery card show of one estate (map markers share its price and position rules). */
export interface ListingItem {
  id: number;
  /** Link text: sub-type and city, e.g. 'Villa – Gent'; a unit: its number and sub-type. */
  title: string;
  href: string;
  sold: boolean;
  /** Price ('€ 950 / maand', a project's 'vanaf € 160.000'), or the transaction name when sold (spec §2). */
  price: string;
  sticker?: { name: string; color?: string | null; colorText?: string | null };
  number: string;
  reference: string;
  type: string;
  bedrooms: string;
  livingSpace: string;
  groundSpace: string;
  floor: string;
  /** Main picture (lowest index), its thumbnail falling back to the file (spec §9). */
  image?: string;
  energyLabel?: string;
  city: string;
}

export interface ListingItemContext {
  /** Localized detail route of an estate (core/routes). */
  href: (estate: Estate) => string;
  labels: Pick<ViewModelLabels, 'locale' | 't'>;
  /** A project's units as the search returned them (its matching units under a filter): its "price from". */
  units?: readonly Estate[];
}

const text = (v: unknown) => (v === null || v === undefined || v === -1 ? '' : String(v));

function mainImage(estate: Estate): string | undefined {
  if (estate.mainImage !== undefined) return estate.mainImage || undefined;
  const first = [...(estate.pictures ?? [])].sort((a, b) => a.index - b.index)[0];
  return first ? first.thumbnail || first.file : undefined;
}

/** The price text of a list row, card or map popup (core/view-models/listing-price.ts). */
export function listingPriceText(estate: Estate, labels: Pick<ViewModelLabels, 'locale' | 't'>, units?: readonly Estate[]): string {
  return priceText(estatePrice(estate, units), labels);
}

export function toListingItem(estate: Estate, ctx: ListingItemContext): ListingItem {
  const g = estate.general;
  const sold = isSold(estate);
  const city = cityName(g.address?.city, ctx.labels.locale);
  const type = g.subType?.name ?? '';
  return {
    id: estate.id,
    // A unit is named by its number within the project, a property by where it is.
    title: estateTitle(g.parentId != null ? [text(g.entityNumber), type] : [type, city], text(g.reference) || estate.id),
    href: ctx.href(estate),
    sold,
    price: listingPriceText(estate, ctx.labels, ctx.units),
    sticker: g.sticker ? { name: g.sticker.name, color: g.sticker.color, colorText: g.sticker.colorText } : undefined,
    number: text(g.entityNumber),
    reference: text(g.reference),
    type,
    bedrooms: String(shownAmount(g.bedroomCount) ?? ''),
    livingSpace: formatSurface(shownAmount(estate.dimensions?.areaBuild)),
    groundSpace: formatSurface(shownAmount(estate.dimensions?.areaGround)),
    floor: floorValue(g.floor, ctx.labels),
    image: mainImage(estate),
    energyLabel: estate.energy?.energyLabel ?? undefined,
    city,
  };
}
