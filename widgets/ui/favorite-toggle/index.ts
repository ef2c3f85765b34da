export { FavoriteToggle, FavoriteToggleButton, type FavoriteToggleButtonProps, type FavoriteToggleProps } from './favorite-toggle';
export { useFavorites } from './use-favorites';
