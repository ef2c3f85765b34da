import type { Locale } from '../i18n/locale';
import type { RentalUnit } from '../model';
import { rentalUnitLink } from '../routes/links';
import { safeUrl } from '../security/safe-url';
import { shownAmount } from '../display/shown';
import type { ViewModelLabels } from './types';
import { rentalKindAndPlace } from './rental-title';

/** What a holiday rental card shows: photo, "type – place" title, link and its short facts. */
export interface RentalCardView {
  /** A safe photo address, or undefined for the placeholder. */
  image: string | undefined;
  title: string;
  href: string;
  /** Occupation, bedrooms and building, those the unit has. */
  facts: string[];
}

export function rentalCardView(unit: RentalUnit, locale: Locale, t: ViewModelLabels['t']): RentalCardView {
  const photo = unit.photos[0];
  // -1 and 0 mean 'not given' (spec §9): the card shows nothing rather than a count.
  const occupation = shownAmount(unit.general.maxOccupation);
  const bedrooms = shownAmount(unit.rooms?.bedrooms);
  return {
    image: safeUrl(photo?.medium || photo?.thumbnail || photo?.original),
    title: rentalKindAndPlace(unit, locale) || t('rental.card.untitled', { id: unit.id }),
    href: rentalUnitLink(unit.id, locale),
    facts: [
      occupation ? t('rental.card.persons', { count: occupation }) : '',
      bedrooms ? t('rental.card.bedrooms', { count: bedrooms }) : '',
      unit.general.building?.name ?? '',
    ].filter(Boolean),
  };
}
