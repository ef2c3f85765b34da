/**
 * Type-level tests, checked by `npm run typecheck` (tsc; never run): a block's api holds exactly the call
 * groups its defineBlock lists, and a block's configuration type is read from its schema. Each
 * `@ts-expect-error` line must fail to compile: if it ever compiles, tsc reports the unused directive.
 */
import { expectTypeOf } from 'vitest';
import { estateCalls } from '../../core/api/estate-calls';
import { listingCalls } from '../../core/api/listing-calls';
import type { ConfigOf, ConfigSchema, NodeOf } from '../../core/config/config-schema';
import type { NodeQuery } from '../../core/model/search';
import { useBlock } from '../../widgets/runtime/block-context';
import { defineBlock, type BlockConfig } from '../../widgets/runtime/define-block';
import type { BlockApi } from '../../widgets/runtime/services';
import { prepareScope } from '../../widgets/runtime/use-scope';
import type { Calls as TableCalls, EstateTableConfig } from '../../widgets/estate-table/schema';
import type { EstateMapConfig } from '../../widgets/estate-map/schema';
import type { Calls as DetailCalls } from '../../widgets/estate-detail/schema';
import type { DetailApi } from '../../widgets/estate-detail/detail-api';
import type { KeepMeInformedConfig } from '../../widgets/keep-me-informed/schema';

// A block's api: the client, the site calls, and the groups it lists; nothing else.
export function ApiOfNoGroup() {
  const { api } = useBlock();
  void api.getSite();
  void api.client;
  // @ts-expect-error a block that lists no group has no estate search
  void api.searchEstates({ query: {}, sort: [] });
  return null;
}

export function ApiOfTheTable() {
  const { api } = useBlock<TableCalls>();
  void api.searchEstates({ query: {}, sort: [] });
  void api.searchCities('Gent');
  // @ts-expect-error the table lists listingCalls only: no estate detail
  void api.getEstate(1);
  // @ts-expect-error nor a form call
  void api.sendContact;
  return null;
}

expectTypeOf<DetailApi>().toHaveProperty('getEstate');
expectTypeOf<DetailApi>().toHaveProperty('getAgendaSlots');
expectTypeOf<DetailApi>().toHaveProperty('sendToFriend');
expectTypeOf<DetailApi>().not.toHaveProperty('searchEstates');
expectTypeOf<BlockApi<DetailCalls>>().toEqualTypeOf<DetailApi>();
expectTypeOf<BlockApi>().not.toHaveProperty('getEstate');

// defineBlock's prepare step gets the api of the groups the definition lists.
defineBlock({
  name: 'types-probe',
  schema: {},
  calls: [listingCalls],
  prepare: ({ api }) => {
    void api.searchEstates({ query: {}, sort: [] });
    // @ts-expect-error listingCalls only
    void api.getEstate(1);
  },
  Component: () => null,
});

// The calls a block's components name (its schema.ts Calls) are the very list its definition gives.
export const tableList = [listingCalls] satisfies TableCalls;
// @ts-expect-error a group more than the components name
export const longerList = [listingCalls, estateCalls] satisfies TableCalls;
// @ts-expect-error another group than the components name
export const otherList = [estateCalls] satisfies TableCalls;

// A listing block's prepare step needs listingCalls: a block that does not list them cannot use it.
defineBlock({ name: 'types-listing', schema: {}, calls: [listingCalls], prepare: prepareScope, Component: () => null });
defineBlock({
  name: 'types-not-listing',
  schema: {},
  calls: [estateCalls],
  // @ts-expect-error estateCalls only: the scope's estate search is not in this block's api
  prepare: prepareScope,
  Component: () => null,
});

// A block's configuration type is its schema's (with the common locale and scope keys).
export const schema = {
  mode: { type: 'string', values: ['a', 'b'], default: 'a', description: '' },
  name: { type: 'string', required: true, description: '' },
  note: { type: 'string', description: '' },
  count: { type: 'number', default: 2, description: '' },
  ids: { type: 'number[]', description: '' },
  tags: { type: 'string[]', values: ['x', 'y'], description: '' },
  query: { type: 'search-query', description: '' },
  group: { type: 'object', description: '', fields: { by: { type: 'string', values: ['TYPE'], required: true, description: '' }, step: { type: 'number', default: 5, description: '' } } },
} as const satisfies ConfigSchema;

expectTypeOf<NodeOf<typeof schema>>().toEqualTypeOf<{
  mode?: 'a' | 'b';
  name: string;
  note?: string;
  count?: number;
  ids?: number[];
  tags?: ('x' | 'y')[];
  query?: NodeQuery;
  group?: { by: 'TYPE'; step?: number };
}>();
expectTypeOf<ConfigOf<typeof schema>>().toEqualTypeOf<{
  mode: 'a' | 'b';
  name: string;
  note?: string;
  count: number;
  ids?: number[];
  tags?: ('x' | 'y')[];
  query?: NodeQuery;
  group?: { by: 'TYPE'; step: number };
}>();
export const noKeys = {} as const satisfies ConfigSchema;
expectTypeOf<BlockConfig<typeof noKeys>>().toEqualTypeOf<{ scope: string; locale?: 'nl' | 'fr' | 'en' | 'de' }>();

// The blocks' own: the table groups, the map has no groupOptions (its schema rejects them).
expectTypeOf<EstateTableConfig['groupOptions']>().toEqualTypeOf<{ groupBy: 'TYPE' | 'SUBTYPE' | 'STATUS' | 'CITY' | 'PRICE'; priceStep?: number } | undefined>();
expectTypeOf<EstateTableConfig['photo']>().toEqualTypeOf<'cards' | 'column' | 'none'>();
expectTypeOf<EstateMapConfig>().not.toHaveProperty('groupOptions');
expectTypeOf<EstateMapConfig['loadWhenVisible']>().toEqualTypeOf<boolean>();
expectTypeOf<KeepMeInformedConfig['mode']>().toEqualTypeOf<'auto' | 'subscribe' | 'success' | 'edit' | 'unsubscribe'>();

export function readsTheMapConfig(config: EstateMapConfig) {
  // @ts-expect-error the map's schema has no groupOptions
  return config.groupOptions;
}
