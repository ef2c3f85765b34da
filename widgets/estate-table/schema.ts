/** What the estate-table block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { listingCalls } from '../../core/api/listing-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import { LIST_KEYS } from '../../core/config/list-keys';
import { GROUP_BY_FIELDS } from '../../core/model/node';
import { PHOTO_MODES } from './table-columns';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof listingCalls];

export const estateTableSchema = {
  ...LIST_KEYS,
  groupOptions: {
    type: 'object',
    description: 'Group the rows: { "groupBy": "TYPE" | "SUBTYPE" | "STATUS" | "CITY" | "PRICE", "priceStep"?: euro }. Default: not grouped.',
    fields: {
      groupBy: { type: 'string', values: GROUP_BY_FIELDS, required: true, description: 'Field to group by (spec §9 orders).' },
      priceStep: { type: 'number', min: 1, description: 'PRICE groups: width of a band in euro (default 100000).' },
    },
  },
  photo: {
    type: 'string',
    values: PHOTO_MODES,
    default: 'cards',
    description: 'Main picture of each row (a lazy thumbnail, the placeholder when there is none): "cards" leads each card of the narrow (phone) layout with it, "column" also shows it as a first column on wide layouts, "none" never.',
  },
  fullLoad: { type: 'boolean', default: false, description: 'Load 500 estates at once (rendered in slices) instead of pages of 20.' },
} as const satisfies ConfigSchema;

export type EstateTableConfig = BlockConfig<typeof estateTableSchema>;
