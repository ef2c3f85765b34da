import type { EstateDetail } from '../api/types';
import { shownAmount } from '../display/shown';
import { BROKER_TRANSACTION, NOTARY_STATUS } from '../model/status';

export type Region = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

const REGIONS: readonly Region[] = ['FLANDERS', 'WALLONIA', 'BRUSSELS'];

/** What the purchase-cost panel needs of an estate; null when the panel does not show. */
export interface PurchaseCostInput {
  price: number;
  region: Region;
  /** Sold under VAT: a new build (the feed's VAT regime, a new building, a unit of a project). */
  vat: boolean;
  /** The land part of a new build's price, when the feed gives it. */
  landPrice: number | null;
  /** The feed's own figures, when it carries them. */
  feed: { duties: number | null; notaryFee: number | null };
}

function regionOf(value: unknown): Region | null {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return (REGIONS as readonly string[]).includes(code) ? (code as Region) : null;
}

/**
 * The panel shows for an estate or unit for sale with its own asking price in a Belgian region: not when sold,
 * for rent, taken over, at a public sale, without a price (price on request, a VAT regime that hides it) or
 * for a project (its "price from" is no price of one purchase).
 */
export function purchaseCostInput(detail: EstateDetail): PurchaseCostInput | null {
  if (detail.feed === 'notary') {
    const { listing } = detail;
    if (listing.status !== NOTARY_STATUS.FOR_SALE) return null;
    const financial = listing.financial;
    if (financial?.vat_regime === true) return null;
    const price = shownAmount(financial?.price);
    const region = regionOf(listing.general?.region);
    if (price === null || region === null) return null;
    return {
      price,
      region,
      vat: false,
      landPrice: null,
      feed: { duties: shownAmount(listing.notary_cost?.registration_fee), notaryFee: shownAmount(listing.notary_cost?.notary_fee) },
    };
  }
  const { estate } = detail;
  const general = estate.general;
  if (estate.feed === 'notary' || general?.project) return null;
  if (general?.transaction?.id !== BROKER_TRANSACTION.FOR_SALE) return null;
  const price = shownAmount(general.price?.value);
  const region = regionOf(general.address?.region ?? estate.region);
  if (price === null || region === null) return null;
  const vat = estate.technical?.newBuilding === true || typeof general.parentId === 'number';
  const building = shownAmount(general.price?.constructionValue);
  const landPrice = vat ? shownAmount(general.price?.groundValue) ?? (building !== null && building < price ? price - building : null) : null;
  return {
    price,
    region,
    vat,
    landPrice,
    feed: { duties: shownAmount(general.registrationCost), notaryFee: shownAmount(general.notarySalery) },
  };
}
