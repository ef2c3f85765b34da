import { EstateCard, type EstateCardLabels } from '../ui/estate-card/estate-card';
import type { ListingItem } from '../../core/view-models/listing-item';

export interface FavoriteCard {
  id: string;
  /** Null when the estate is no longer published. */
  item: ListingItem | null;
  title: string;
}

export interface FavoritesListProps {
  cards: FavoriteCard[];
  cardLabels: EstateCardLabels;
  unpublishedText: string;
  removeText: string;
  removeLabel: (title: string) => string;
  onRemove: (card: FavoriteCard) => void;
  /** One below the list's heading, so heading levels never skip. */
  cardHeadingLevel: 2 | 3;
}

/** Props-only list of favorite cards, each with a remove button; unpublished estates stay visible as such. */
export function FavoritesList({ cards, cardLabels, unpublishedText, removeText, removeLabel, onRemove, cardHeadingLevel }: FavoritesListProps) {
  return (
    <ul className="eb-favorites__list">
      {cards.map((card) => (
        <li key={card.id} className={`eb-favorites__item${card.item ? '' : ' eb-favorites__item--gone'}`} data-estate-id={card.id}>
          {card.item ? (
            <EstateCard item={card.item} labels={cardLabels} headingLevel={cardHeadingLevel} />
          ) : (
            <article className="eb-favorites__gone">
              <p className="eb-favorites__gone-title">{card.title}</p>
              <p className="eb-favorites__gone-text">{unpublishedText}</p>
            </article>
          )}
          <button type="button" className="eb-favorites__remove" aria-label={removeLabel(card.title)} onClick={() => onRemove(card)}>
            {removeText}
          </button>
        </li>
      ))}
    </ul>
  );
}
