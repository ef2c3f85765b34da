import type { ListingRowItem } from './use-listing-items';
import { Sticker } from './sticker';
import { GALLERY_IMAGE_WIDTH, PLACEHOLDER_IMAGE } from './placeholder';
import './estate-card.css';
import { DataLink } from '../data-link/data-link';
import { safeUrl } from '../../../core/security/safe-url';
import { FavoriteToggle } from '../favorite-toggle';
import { titleWithReference } from '../../../core/view-models/estate-title';

export interface EstateCardLabels {
  /** Alt text of the placeholder, t('estate.no.image'). */
  noImage: string;
  /** Sold label, t('listing.sold'). */
  sold: string;
  /** The energy label code (E_C, A++) as text, e.g. t('listing.energy_label', { label: enumLabel('EnergyLabel', code) }); '' hides it. */
  energyLabel: (label: string) => string;
  /** How many units of a project the list holds, e.g. '6 units'. */
  units?: (count: number) => string;
  /** Accessible name of the card's favourite heart, t('listing.favorite', { title }); absent: no heart. */
  favorite?: (title: string) => string;
}

export interface EstateCardProps {
  item: ListingRowItem;
  labels: EstateCardLabels;
  /** Level of the card's title: one below the heading of the list it is in (default 3). */
  headingLevel?: 2 | 3 | 4;
}

export function EstateCard({ item, labels, headingLevel = 3 }: EstateCardProps) {
  const Title = `h${headingLevel}` as 'h3';
  const image = safeUrl(item.image);
  // '' for a code without a label: the card shows nothing rather than the code (spec §5).
  const energyText = item.energyLabel ? labels.energyLabel(item.energyLabel) : '';
  const energy = item.energyLabel ? item.energyLabel.replace(/\+/g, 'p').replace(/[^a-z0-9_]/gi, '').toLowerCase() : '';
  return (
    <article className={`eb-estate-card${item.sold ? ' eb-estate-card--sold' : ''}`} data-estate-id={item.id}>
      <div className="eb-estate-card__media">
        <img
          className="eb-estate-card__image"
          src={image ?? PLACEHOLDER_IMAGE}
          alt={image ? '' : labels.noImage}
          width={GALLERY_IMAGE_WIDTH}
          height={Math.round((GALLERY_IMAGE_WIDTH * 2) / 3)}
          loading="lazy"
          decoding="async"
        />
        {item.sold ? (
          <Sticker name={item.price || labels.sold} sold />
        ) : item.sticker ? (
          <Sticker name={item.sticker.name} color={item.sticker.color} colorText={item.sticker.colorText} />
        ) : null}
        {labels.favorite ? (
          // Above the link's hit area (the whole card): pressing the heart does not open the estate.
          <div className="eb-estate-card__favorite">
            <FavoriteToggle estateId={item.id} label={labels.favorite(titleWithReference(item.title, item.reference))} />
          </div>
        ) : null}
      </div>
      <div className="eb-estate-card__body">
        <Title className="eb-estate-card__title">
          <DataLink className="eb-estate-card__link" href={item.href}>
            {item.title}
          </DataLink>
        </Title>
        {item.type ? <p className="eb-estate-card__type">{item.type}</p> : null}
        {item.units?.length && labels.units ? <p className="eb-estate-card__units">{labels.units(item.units.length)}</p> : null}
        {item.sold ? null : <p className="eb-estate-card__price">{item.price}</p>}
        {energyText ? <p className={`eb-estate-card__energy eb-estate-card__energy--${energy}`}>{energyText}</p> : null}
      </div>
    </article>
  );
}
