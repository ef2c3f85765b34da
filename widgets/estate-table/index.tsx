import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { prepareScope } from '../runtime/use-scope';
import { LIST_KEYS } from '../../core/config/list-keys';
import { GROUP_BY_FIELDS } from '../../core/model/node';
import { EstateTable, type EstateTableConfig } from './estate-table';
import { PHOTO_MODES } from './table-columns';

export default defineBlock<EstateTableConfig>({
  calls: [listingCalls],
  name: 'estate-table',
  description: 'Estate list as a table (spec §2): an optional photo, sticker, number, reference, type, price, bedrooms, living and ground space, floor, more-info link; infinite scroll, grouping, sold rows; a project row shows its units on demand.',
  schema: {
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
  },
  example: { groupOptions: { groupBy: 'TYPE' } },
  prepare: prepareScope,
  loader: loaderFacts,
  Component: EstateTable,
});
