import { defineBlock } from '../runtime/define-block';
import { GROUP_BY_FIELDS } from '../../core/model';
import { EstateTable, type EstateTableConfig } from './estate-table';

export default defineBlock<EstateTableConfig>({
  catalogue: 'base',
  name: 'estate-table',
  description: 'Estate list as a table (spec §2): sticker, number, reference, type, price, bedrooms, living and ground space, floor, more-info link; infinite scroll, grouping, sold rows; a project row shows its units on demand.',
  schema: {
    query: { type: 'search-query', description: 'Fixed query of the node, merged under the visitor filters: { terms, range, match, geoDistance } over field paths, e.g. { "terms": { "general.transaction.id": [1], "general.address.city.id": [50] } }; build it with the catalogue configurator. Default: none.' },
    collections: { type: 'string[]', description: 'Collection ids; only estates of these collections. Default: none.' },
    groupOptions: {
      type: 'object',
      description: 'Group the rows: { "groupBy": "TYPE" | "SUBTYPE" | "STATUS" | "CITY" | "PRICE", "priceStep"?: euro }. Default: not grouped.',
      fields: {
        groupBy: { type: 'string', values: GROUP_BY_FIELDS, required: true, description: 'Field to group by (spec §9 orders).' },
        priceStep: { type: 'number', min: 1, description: 'PRICE groups: width of a band in euro (default 100000).' },
      },
    },
    fullLoad: { type: 'boolean', default: false, description: 'Load 500 estates at once (rendered in slices) instead of pages of 20.' },
    syncUrl: { type: 'boolean', default: true, description: 'Follow the search query parameters of the URL (spec §2). Set false for a second, independent scope.' },
  },
  example: { groupOptions: { groupBy: 'TYPE' } },
  Component: EstateTable,
});
