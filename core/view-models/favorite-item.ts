import type { EstateDetail } from '../api/types';
import { shownAmount } from '../display/shown';
import type { Locale } from '../i18n/locale';
import { buildRoute } from '../routes/routes';
import { estateLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { isListingSold } from '../status/listing-status';
import type { ViewModelLabels } from './types';
import { listingPrice as notaryListingPrice, notaryStatusName, priceText } from './listing-price';
import { estateTitle } from './estate-title';
import { toListingItem, type ListingItem } from './listing-item';

export interface FavoriteItemLabels {
  t: ViewModelLabels['t'];
  enumLabel: ViewModelLabels['enumLabel'];
  /** Label of a notary type code, e.g. enumLabel('Type', 'HOUSE'). */
  typeLabel: (code: string) => string;
}

/** One favorite's card data from GET /estates/v2/{id}, either feed; `routes`: the site's route map (useBlock().routes). */
export function toFavoriteItem(detail: EstateDetail, locale: Locale, labels: FavoriteItemLabels, routes?: RouteMap): ListingItem {
  if (detail.feed === 'broker') {
    return toListingItem(detail.estate, { href: (e) => estateLink(e, locale, { parent: detail.parent, map: routes }), labels: { locale, t: labels.t }, units: detail.children });
  }
  const l = detail.listing;
  const type = labels.typeLabel(l.type);
  const city = l.general?.city ?? '';
  const sold = isListingSold(l);
  return {
    id: l.id,
    title: l.title?.[locale] || estateTitle([type, city], l.id),
    href: buildRoute({ name: 'estate', locale, estateId: String(l.id) }, routes),
    sold,
    price: priceText(notaryListingPrice(l, notaryStatusName(l, labels)), { locale, t: labels.t }),
    number: '',
    reference: l.external_id ?? '',
    type,
    bedrooms: String(shownAmount(l.construction?.bedrooms_count) ?? ''),
    livingSpace: '',
    groundSpace: '',
    floor: '',
    image: l.media?.pictures?.[0],
    energyLabel: l.certification?.energy_label ?? undefined,
    city,
  };
}
