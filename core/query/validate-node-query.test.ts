import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config-schema';
import { validateNodeQuery } from './validate-node-query';

describe('validateNodeQuery: the listing blocks’ fixed query (DESIGN §5)', () => {
  it.each([
    ['empty', {}],
    ['apartments for sale in Gent', { terms: { 'general.transaction.id': [1], 'general.headType.id': [2], 'general.address.city.id': [50] } }],
    ['price and bedrooms', { range: { 'general.price.value': { gte: 150000, lte: 400000 }, 'general.bedroomCount': { gte: 2 } } }],
    ['projects only', { match: { 'general.project': true } }],
    ['collections', { terms: { 'children.collections': ['c-1'] } }],
    ['published since', { range: { 'general.publicationDate': { gte: '2026-01-01' } } }],
    ['geo distance', { geoDistance: { field: 'general.address.geoLocation', distanceKm: 10, lat: 50.85, lon: 4.35 } }],
  ])('accepts %s', (_name, query) => {
    expect(validateNodeQuery(query)).toEqual([]);
  });

  it.each([
    ['an unknown top-level key (the natural mistake)', { city: 'Gent' }, 'query.city', /one of the criteria terms, range, match, geoDistance/, /unknown key "city"/],
    ['an unknown term field', { terms: { 'general.city': [50] } }, 'query.terms.general.city', /general\.address\.city\.id/, /unknown field "general\.city"/],
    ['an unknown range field', { range: { price: { gte: 1 } } }, 'query.range.price', /general\.price\.value/, /unknown field "price"/],
    ['an unknown match field', { match: { 'general.projects': true } }, 'query.match.general.projects', /general\.project\b/, /unknown field/],
    ['a term that is not a list', { terms: { 'general.headType.id': 2 } }, 'query.terms.general.headType.id', /a list of ids/, /^2$/],
    ['a range with a wrong bound', { range: { 'general.price.value': { min: 1 } } }, 'query.range.general.price.value', /gte/, /"min"/],
    ['a geo distance without lat', { geoDistance: { distanceKm: 5, lon: 4 } }, 'query.geoDistance', /"lat": number/, /distanceKm/],
    ['not an object', ['terms'], 'query', /an object/, /\["terms"\]/],
  ])('rejects %s, naming the key, the known values and what it received', (_name, query, key, expected, received) => {
    const issues = validateNodeQuery(query);
    expect(issues.map((i) => i.key)).toEqual([key]);
    expect(issues[0].expected).toMatch(expected);
    expect(issues[0].received).toMatch(received);
  });

  it('validateConfig rejects a block node whose query is wrong, and keeps a right one', () => {
    const schema = { query: { type: 'search-query' as const, description: 'q' } };
    const bad = validateConfig(schema, { query: { city: 'Gent' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]).toMatchObject({ key: 'query.city', received: 'unknown key "city"' });
    const good = validateConfig(schema, { query: { terms: { 'general.address.city.id': [50] } } });
    expect(good).toEqual({ ok: true, value: { query: { terms: { 'general.address.city.id': [50] } } } });
  });
});
