import type { Locale } from '../../core/i18n/locale';
import type { RentalUnit } from '../../core/model';
import type { Translator } from '../../core/i18n';
import { rentalCardView } from '../../core/view-models/rental-card';
import { PLACEHOLDER_IMAGE } from '../ui/estate-card/placeholder';
import { useOptionalBlock } from '../runtime/block-context';

type Translate = Translator['t'];

export interface RentalCardProps {
  unit: RentalUnit;
  locale: Locale;
  t: Translate;
  /** The stay length the visitor filters on: the card quotes its price. */
  periodType?: string;
}

/** One holiday rental unit: photo, type and place, "from" price, occupation and bedrooms, linking to /{locale}/{holiday}/{id}. */
export function RentalCard({ unit, locale, t, periodType }: RentalCardProps) {
  const routes = useOptionalBlock()?.routes;
  const { image, title, href, facts, price } = rentalCardView(unit, locale, t, periodType, routes);
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
          <a className="eb-rental-card__link" href={href}>
            {title}
          </a>
        </h3>
        {price ? <p className="eb-rental-card__price">{price}</p> : null}
        <ul className="eb-rental-card__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
