import type { Locale } from '../i18n/locale';
import type { RentalUnit } from '../model';
import { pickTranslated } from '../routes/slug';
import { joinTitle } from './estate-title';

const text = (value: unknown, locale: Locale) => (typeof value === 'string' ? value : pickTranslated(value as Parameters<typeof pickTranslated>[0], locale));

/** "Vakantiewoning – Ardennen, Dinant": the rental's type and place, as its card in a list shows it ('' when it has neither). */
export function rentalKindAndPlace(unit: RentalUnit, locale: Locale): string {
  const g = unit.general ?? ({} as RentalUnit['general']);
  const place = [text(g.location?.name, locale), g.city?.name].filter(Boolean).join(', ');
  return joinTitle([text(g.subKind?.name, locale), place]);
}

/**
 * The title of a rental's own page (heading, document title, share previews): its residence's name when
 * it has one, else the type and place of its card — never the region alone ('Ardennen').
 */
export function rentalTitle(unit: RentalUnit, locale: Locale): string {
  return unit.general?.building?.name || rentalKindAndPlace(unit, locale);
}
