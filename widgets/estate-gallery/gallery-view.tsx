import { memo } from 'react';
import { EstateCard, type EstateCardLabels } from '../ui/estate-card/estate-card';
import type { ListingRowItem } from '../ui/estate-card/use-listing-items';

export interface GalleryViewProps {
  items: ListingRowItem[];
  labels: EstateCardLabels & { list: string };
}

const Card = memo(EstateCard);

/** Two-column card grid (spec §2 gallery block); one column on narrow screens. */
export function GalleryView({ items, labels }: GalleryViewProps) {
  return (
    <ul className="eb-estate-gallery__grid" aria-label={labels.list}>
      {items.map((item) => (
        <li key={item.id} className="eb-estate-gallery__item">
          <Card item={item} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
