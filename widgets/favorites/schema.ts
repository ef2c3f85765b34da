import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';

export interface FavoritesConfig {
  headingLevel: number;
  locale?: string;
  scope: string;
}

export const favoritesSchema: ConfigSchema = {
  headingLevel: headingLevelKey('Level of the block heading (1–4); the cards use the next level.'),
};
