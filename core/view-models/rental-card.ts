import type { Locale } from '../i18n/locale';
import type { RentalUnit } from '../model';
import { rentalUnitLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { safeUrl } from '../security/safe-url';
import { shownAmount } from '../display/shown';
import type { ViewModelLabels } from './types';
import { rentalKindAndPlace } from './rental-title';
import { rentalPriceFrom, rentalPriceText } from './rental-price';

/** What a holiday rental card shows: photo, "type – place" title, link, its "from" price and its short facts. */
export interface RentalCardView {
  /** A safe photo address, or undefined for the placeholder. */
  image: string | undefined;
  title: string;
  href: string;
  /** Occupation, bedrooms and building, those the unit has. */
  facts: string[];
  /** "vanaf € 650 / week", or '' when the list answer gave no price. */
  price: string;
}

/** `periodType`: the stay length the visitor filters on; its price is the one quoted. `routes`: the site's route map (useBlock().routes). */
export function rentalCardView(unit: RentalUnit, locale: Locale, t: ViewModelLabels['t'], periodType?: string, routes?: RouteMap): RentalCardView {
  const photo = unit.photos[0];
  // -1 and 0 mean 'not given' (spec §9): the card shows nothing rather than a count.
  const occupation = shownAmount(unit.general.maxOccupation);
  const bedrooms = shownAmount(unit.rooms?.bedrooms);
  return {
    image: safeUrl(photo?.medium || photo?.thumbnail || photo?.original),
    title: rentalKindAndPlace(unit, locale) || t('rental.card.untitled', { id: unit.id }),
    href: rentalUnitLink(unit.id, locale, routes),
    price: rentalPriceText(rentalPriceFrom(unit.prices, periodType), t),
    facts: [
      occupation ? t('rental.card.persons', { count: occupation }) : '',
      bedrooms ? t('rental.card.bedrooms', { count: bedrooms }) : '',
      unit.general.building?.name ?? '',
    ].filter(Boolean),
  };
}
