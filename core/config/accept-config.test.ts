import { describe, expect, it } from 'vitest';
import { acceptConfig } from './accept-config';
import { validateConfig, type ConfigSchema } from './config-schema';
import { LIST_KEYS } from './list-keys';
import { estateTableSchema } from '../../widgets/estate-table/schema';
import { estateSearchSchema } from '../../widgets/estate-search/schema';
import { estateMapSchema } from '../../widgets/estate-map/schema';

const schema: ConfigSchema = {
  scope: { type: 'string', description: 'store scope', default: 'page' },
  pageSize: { type: 'number', integer: true, min: 1, max: 500, description: 'rows per page' },
  mode: { type: 'string', values: ['page', 'full'], description: 'load mode' },
  ids: { type: 'number[]', description: 'ids' },
  tags: { type: 'string[]', values: ['a', 'b'], description: 'tags' },
  group: { type: 'object', description: 'group', fields: { by: { type: 'string', required: true, description: 'by' }, step: { type: 'number', min: 1, description: 'step' } } },
  path: { type: 'string', pattern: '^/', patternHint: 'a path starting with "/"', description: 'a path' },
  page: { type: 'string', url: 'path', keywords: ['auto'], description: 'a same-origin page' },
  tiles: { type: 'string', url: 'tile', description: 'a tile URL template' },
  share: { type: 'string', url: 'share', description: 'a share URL template' },
  flag: { type: 'boolean', default: true, description: 'flag' },
  ...LIST_KEYS,
};

describe('acceptConfig: a node it accepts, validateConfig accepts with the same value', () => {
  it.each<[string, unknown]>([
    ['empty (defaults filled in)', {}],
    ['every plain type', { scope: 'x', pageSize: 20, mode: 'full', ids: [1, 2], tags: ['b'], path: '/a', flag: false, closedLast: false, collections: ['c-1'] }],
    ['a nested object', { group: { by: 'TYPE', step: 5 } }],
    ['a URL-like key by its keyword', { page: 'auto' }],
    ['a same-origin path', { page: '/nl/aanbod' }],
    ['a same-origin tile template', { tiles: '/tiles/{z}/{x}/{y}.svg' }],
    ['a same-origin share template', { share: '/share?u={url}' }],
    ['apartments for sale in Gent', { query: { terms: { 'general.transaction.id': [1], 'general.headType.id': [2], 'general.address.city.id': [50] } } }],
    ['price and bedrooms', { query: { range: { 'general.price.value': { gte: 150000, lte: 400000 }, 'general.bedroomCount': { gte: 2 } } } }],
    ['projects only', { query: { match: { 'general.project': true } } }],
    ['published since', { query: { range: { 'general.publicationDate': { gte: '2026-01-01' } } } }],
    ['geo distance', { query: { geoDistance: { field: 'general.address.geoLocation', distanceKm: 10, lat: 50.85, lon: 4.35 } } }],
    ['an empty query', { query: {} }],
  ])('accepts %s', (_name, node) => {
    const quick = acceptConfig(schema, node);
    expect(quick).toBeDefined();
    expect(validateConfig(schema, node)).toEqual({ ok: true, value: quick });
  });

  it('gives defaults as copies, as validateConfig does', () => {
    const withArray: ConfigSchema = { list: { type: 'string[]', default: ['a'], description: 'l' } };
    const a = acceptConfig(withArray, {});
    expect(a).toEqual({ list: ['a'] });
    expect(a?.list).not.toBe(withArray.list.default);
  });

  it.each<[string, unknown, boolean]>([
    // [case, node, does the full check accept it after all]
    ['not an object', ['scope'], false],
    ['null', null, false],
    ['an unknown key', { sope: 'x' }, false],
    ['a required nested key missing', { group: {} }, false],
    ['a wrong type', { pageSize: '20' }, false],
    ['a number out of range', { pageSize: 0 }, false],
    ['not an integer', { pageSize: 2.5 }, false],
    ['a value not listed', { mode: 'all' }, false],
    ['an array value not listed', { tags: ['c'] }, false],
    ['NaN in a number list', { ids: [Number.NaN] }, false],
    ['a pattern not met', { path: 'a' }, false],
    ['an unsafe URL', { page: 'javascript:alert(1)' }, false],
    ['an unknown criterion', { query: { city: 'Gent' } }, false],
    ['an unknown term field', { query: { terms: { 'general.city': [50] } } }, false],
    ['a term that is not a list', { query: { terms: { 'general.headType.id': 2 } } }, false],
    ['a range with a wrong bound', { query: { range: { 'general.price.value': { min: 1 } } } }, false],
    ['an empty range', { query: { range: { 'general.price.value': {} } } }, false],
    ['a match on an object', { query: { match: { 'general.project': {} } } }, false],
    ['a geo distance without lat', { query: { geoDistance: { distanceKm: 5, lon: 4 } } }, false],
    ['a geo distance with an extra key', { query: { geoDistance: { distanceKm: 5, lat: 1, lon: 4, unit: 'km' } } }, false],
    ['another origin by a protocol-relative path', { page: '//evil.example/nl' }, false],
    ['a tile template that leaves the origin once filled in', { tiles: '/{r}/evil.example/{z}/{x}/{y}.png' }, false],
    // Sure only with the allow-lists, which the quick check does not hold: the full check decides.
    ['a path with a space, which only the full rule reads', { page: '/nl/te koop' }, true],
    ['an allow-listed tile server', { tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, true],
    ['an allow-listed share target', { share: 'https://www.facebook.com/sharer/sharer.php?u={url}' }, true],
  ])('leaves %s to the full check', (_name, node, fullAccepts) => {
    expect(acceptConfig(schema, node)).toBeUndefined();
    expect(validateConfig(schema, node).ok).toBe(fullAccepts);
  });

  it.each<[string, ConfigSchema, unknown]>([
    ['the table with a fixed query and groups', estateTableSchema, { query: { terms: { 'general.transaction.id': [2] } }, groupOptions: { groupBy: 'PRICE', priceStep: 50000 }, photo: 'column' }],
    ['the table as the demo pages embed it', estateTableSchema, { fullLoad: true }],
    ['the search bar', estateSearchSchema, { syncUrl: false }],
    ['the map as the demo search page embeds it', estateMapSchema, { tileUrl: '/tiles/{z}/{x}/{y}.svg', tileAttribution: 'Demo tiles' }],
  ])('passes %s on the quick path', (_name, blockSchema, node) => {
    const quick = acceptConfig(blockSchema, node);
    expect(quick).toBeDefined();
    expect(validateConfig(blockSchema, node)).toEqual({ ok: true, value: quick });
  });
});
