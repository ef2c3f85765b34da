import type { Locale } from '../../core/i18n/locale';
import type { RentalUnit } from '../../core/model';
import { pickTranslated } from '../../core/routes/slug';
import { rentalUnitLink } from '../../core/routes';
import { PLACEHOLDER_IMAGE } from '../ui/estate-card/placeholder';
import type { Translator } from '../../core/i18n';
import { safeUrl } from '../../core/security/safe-url';

type Translate = Translator['t'];

export interface RentalCardProps {
  unit: RentalUnit;
  locale: Locale;
  t: Translate;
}

/** One holiday rental unit: photo, type and place, occupation and bedrooms, linking to /{locale}/{holiday}/{id}. */
export function RentalCard({ unit, locale, t }: RentalCardProps) {
  const photo = unit.photos[0];
  const image = safeUrl(photo?.medium || photo?.thumbnail || photo?.original);
  const kind = pickTranslated(unit.general.subKind?.name, locale);
  const place = [pickTranslated(unit.general.location?.name, locale), unit.general.city?.name].filter(Boolean).join(', ');
  const title = [kind, place].filter(Boolean).join(' – ') || t('rental.card.untitled', { id: unit.id });
  const occupation = unit.general.maxOccupation;
  const bedrooms = unit.rooms?.bedrooms;
  return (
    <article className="eb-rental-card">
      <img
        className="eb-rental-card__image"
        src={image ?? PLACEHOLDER_IMAGE}
        alt={image ? title : t('estate.no.image')}
        width={570}
        height={380}
        loading="lazy"
      />
      <div className="eb-rental-card__body">
        <h3 className="eb-rental-card__title">
          <a className="eb-rental-card__link" href={rentalUnitLink(unit.id, locale)}>
            {title}
          </a>
        </h3>
        <ul className="eb-rental-card__facts">
          {occupation ? <li>{t('rental.card.persons', { count: occupation })}</li> : null}
          {bedrooms ? <li>{t('rental.card.bedrooms', { count: bedrooms })}</li> : null}
          {unit.general.building?.name ? <li>{unit.general.building.name}</li> : null}
        </ul>
      </div>
    </article>
  );
}
