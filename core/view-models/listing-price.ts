import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import { shownAmount, shownValue } from '../display/shown';
import { formatCurrency } from '../format/units';
import { isListingForRent, isListingSold, isSold } from '../status/listing-status';
import { statusOfNotaryStatus, STATUS, STATUS_CODES } from '../model/status';
import type { ViewModelLabels } from './types';

/**
 * What stands where an estate's price shows — list row, card, map popup, favorite, similar estate, detail
 * header (spec §2, §5; DESIGN §3 "price from"):
 * - closed: sold or rented, its transaction name instead of any price;
 * - amount: the price, with the rent period when it has one;
 * - from: a project's lowest available unit price;
 * - none: "price on request".
 */
export type PriceShown =
  | { kind: 'closed'; name: string }
  | { kind: 'amount'; amount: number; period: string | null }
  | { kind: 'from'; amount: number }
  | { kind: 'none' };

/**
 * A project's "price from": the lowest price of its units that are not sold or rented — of the units a
 * search returned with it, which are its matching units under a filter (the reference service sorts on
 * the same number). Without units, the feed's own priceFrom. With units that are all sold or rented, none:
 * a "sold" search lists a project for its sold units, and a price still asked elsewhere is not what the
 * visitor searched for (nor true of a project whose units are all gone).
 */
export function projectPriceFrom(project: Estate, units: readonly Estate[] = []): number | null {
  const own = units.filter((unit) => unit?.general?.parentId === project.id);
  const prices = own
    .filter((unit) => !isSold(unit))
    .map((unit) => shownAmount(unit.general?.price?.value))
    .filter((price): price is number => price !== null);
  if (prices.length) return Math.min(...prices);
  if (own.length && own.every(isSold)) return null;
  return shownAmount(project.general?.price?.priceFrom);
}

/** The price a broker-feed estate shows (see PriceShown); `units`: a project's units, when known. */
export function estatePrice(estate: Estate, units: readonly Estate[] = []): PriceShown {
  const general = estate.general;
  if (isSold(estate)) return { kind: 'closed', name: general?.transaction?.name ?? '' };
  const amount = shownAmount(general?.price?.value);
  if (amount !== null) return { kind: 'amount', amount, period: shownValue(general?.price?.period) };
  if (general?.project) {
    const from = projectPriceFrom(estate, units);
    if (from !== null) return { kind: 'from', amount: from };
  }
  return { kind: 'none' };
}

/**
 * The price a notary listing shows — in its detail, its JSON-LD and the list record the reference service
 * derives from it: none under the VAT regime (spec §5); the asking price, else a public sale's setting
 * price; a rent per month (the feed's rent per year / 12, as broker rents and the list's sort read).
 */
export function listingPrice(listing: PropertyListing, closedName: string): PriceShown {
  if (isListingSold(listing)) return { kind: 'closed', name: closedName };
  const financial = listing.financial;
  if (financial?.vat_regime === true) return { kind: 'none' };
  const price = shownAmount(financial?.price) ?? shownAmount(listing.notary?.setting_price);
  if (price !== null) return { kind: 'amount', amount: price, period: null };
  const rent = isListingForRent(listing) ? shownAmount(financial?.rent_per_year) : null;
  return rent !== null ? { kind: 'amount', amount: Math.round(rent / 12), period: 'MONTH' } : { kind: 'none' };
}

/** A notary listing's status as its label ('Verkocht', 'Verhuurd', 'Te koop'), '' when unknown. */
export function notaryStatusName(listing: PropertyListing, labels: Pick<ViewModelLabels, 'enumLabel'>): string {
  const status = statusOfNotaryStatus(listing.status);
  const code = STATUS_CODES.find((c) => STATUS[c] === status);
  return code ? labels.enumLabel('Status', code) : '';
}

const PERIODS = new Set(['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

/** The text of a shown price: '€ 950 / maand', 'vanaf € 160.000', 'Verkocht', 'Prijs op aanvraag'. */
export function priceText(price: PriceShown, labels: Pick<ViewModelLabels, 'locale' | 't'>): string {
  switch (price.kind) {
    case 'closed':
      return price.name || labels.t('listing.sold');
    case 'amount': {
      const amount = formatCurrency(price.amount);
      const period = price.period?.toUpperCase();
      return period && PERIODS.has(period) ? labels.t(`price.per_period.${period}`, { price: amount }) : amount;
    }
    case 'from':
      return labels.t('price.from', { price: formatCurrency(price.amount) });
    default:
      return labels.t('listing.price_on_request');
  }
}
