import type { ConfigSchema } from './config-schema';

/** Node keys of every block that lists estates of a scope (table, gallery, map). */
export const LIST_KEYS = {
  query: { type: 'search-query', description: 'Fixed query of the node, merged under the visitor filters: { terms, range, match, geoDistance } over field paths, e.g. { "terms": { "general.transaction.id": [1], "general.address.city.id": [50] } }; build it with the catalogue configurator. Default: none.' },
  collections: { type: 'string[]', description: 'Collection ids; only estates of these collections. Default: none.' },
  closedLast: { type: 'boolean', default: true, description: 'In the default order (newest first), closed estates (sold, rented, taken over) come after the available ones. Set false for one date order.' },
  syncUrl: { type: 'boolean', default: true, description: 'Follow the search query parameters of the URL (spec §2). Set false for a second, independent scope.' },
} as const satisfies ConfigSchema;
