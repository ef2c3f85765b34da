/** What the favorites block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { estateCalls } from '../../core/api/estate-calls';
import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof estateCalls];

export const favoritesSchema = {
  headingLevel: headingLevelKey('Level of the block heading (1–4); the cards use the next level.'),
} as const satisfies ConfigSchema;

export type FavoritesConfig = BlockConfig<typeof favoritesSchema>;
