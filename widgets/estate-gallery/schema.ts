/** What the estate-gallery block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { listingCalls } from '../../core/api/listing-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import { LIST_KEYS } from '../../core/config/list-keys';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof listingCalls];

export const estateGallerySchema = {
  ...LIST_KEYS,
} as const satisfies ConfigSchema;

export type EstateGalleryConfig = BlockConfig<typeof estateGallerySchema>;
