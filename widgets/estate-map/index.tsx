import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { EstateMap } from './estate-map';
import { estateMapSchema, type Calls } from './schema';

export default defineBlock({
  calls: [listingCalls] satisfies Calls,
  name: 'estate-map',
  description: 'Leaflet map (loaded on demand) of every estate of its scope’s result set, clustered, with an opt-in “search in this area”; hidden statuses removed, hidden addresses at their municipality (spec §2, §9).',
  schema: estateMapSchema,
  example: { tileUrl: '/tiles/{z}/{x}/{y}.svg', tileAttribution: 'Demo tiles' },
  loader: loaderFacts,
  Component: EstateMap,
});
