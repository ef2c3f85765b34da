import type { FavoritesStore } from '../../../core/favorites';
import { useFavorites } from './use-favorites';
import { emitEvent } from '../../../core/events/events';
import './favorite-toggle.css';

export interface FavoriteToggleButtonProps {
  pressed: boolean;
  onToggle: (button: HTMLButtonElement) => void;
  /** Accessible name, constant across states (aria-pressed tells the state), e.g. t('favorites.toggle', { title }). */
  label: string;
  /** Visible text; default none (icon only, the label stays the accessible name). */
  text?: string;
}

/** Props-only heart button with aria-pressed. */
export function FavoriteToggleButton({ pressed, onToggle, label, text }: FavoriteToggleButtonProps) {
  return (
    <button
      type="button"
      className={`eb-favorite-toggle${pressed ? ' eb-favorite-toggle--on' : ''}`}
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      title={label}
      onClick={(event) => onToggle(event.currentTarget)}
    >
      <span className="eb-favorite-toggle__icon" aria-hidden="true" />
      {text ? <span className="eb-favorite-toggle__text">{text}</span> : null}
    </button>
  );
}

export interface FavoriteToggleProps {
  estateId: string | number;
  label: string;
  text?: string;
  /** For tests; default the page's shared store of the block's site (favorites are kept per site). */
  store?: FavoritesStore;
}

/** A favorite toggle bound to the shared store: every toggle and the favorites block stay in step. */
export function FavoriteToggle({ estateId, label, text, store }: FavoriteToggleProps) {
  const { store: favorites, state } = useFavorites(store);
  const pressed = state.ids.includes(String(estateId));
  const toggle = (button: HTMLButtonElement) => {
    favorites.toggle(estateId);
    emitEvent(button, pressed ? 'estate-blocks:favorite-remove' : 'estate-blocks:favorite-add', { estateId: String(estateId) });
  };
  return <FavoriteToggleButton pressed={pressed} onToggle={toggle} label={label} text={text} />;
}
