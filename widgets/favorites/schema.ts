import type { ConfigSchema } from '../../core/config/config-schema';

export interface FavoritesConfig {
  headingLevel: number;
  locale?: string;
  scope: string;
}

export const favoritesSchema: ConfigSchema = {
  headingLevel: {
    type: 'number',
    integer: true,
    min: 1,
    max: 4,
    default: 2,
    description: 'Level of the block heading (1–4); the cards use the next level.',
  },
};
