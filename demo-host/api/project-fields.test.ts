import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { compileFields, fieldsKey, projectFields } from './project-fields';

const record = {
  id: 7,
  feed: 'broker',
  general: { price: { value: 250000, currency: 'EUR' }, title: { nl: 'Huis', fr: 'Maison' }, sticker: null, floor: 2 },
  pictures: [
    { index: 2, file: 'b.jpg', thumbnail: 'b-t.jpg' },
    { index: 1, file: 'a.jpg' },
  ],
};

describe('projectFields (OpenSearch _source includes, no wildcards)', () => {
  it.each([
    [['id'], { id: 7 }],
    [['general.price.value'], { general: { price: { value: 250000 } } }],
    [['general.price'], { general: { price: { value: 250000, currency: 'EUR' } } }],
    [['general.title.fr', 'id'], { id: 7, general: { title: { fr: 'Maison' } } }],
    [['pictures.file'], { pictures: [{ file: 'b.jpg' }, { file: 'a.jpg' }] }],
    [['pictures.thumbnail'], { pictures: [{ thumbnail: 'b-t.jpg' }, {}] }],
    [['general.sticker', 'general.missing', 'nothing'], { general: {} }],
    [['general.price.value', 'general.price'], { general: { price: { value: 250000, currency: 'EUR' } } }],
    [['general.price', 'general.price.value'], { general: { price: { value: 250000, currency: 'EUR' } } }],
    [['id.deeper'], {}],
  ])('%j', (fields, expected) => {
    expect(projectFields(record, compileFields(fields)!)).toEqual(expected);
  });

  it('same fields in another order share one cache key', () => {
    expect(fieldsKey(compileFields(['id', 'general.price.value', 'general.floor'])!)).toBe(fieldsKey(compileFields(['general.floor', 'general.price.value', 'id'])!));
    expect(fieldsKey(compileFields(['id'])!)).not.toBe(fieldsKey(compileFields(['feed'])!));
  });
});

describe('compileFields: bad input is a 400 naming the entry', () => {
  it('absent or null: whole records', () => {
    expect(compileFields(undefined)).toBeUndefined();
    expect(compileFields(null)).toBeUndefined();
  });
  it.each([
    ['id', 'fields'],
    [[], 'fields'],
    [[1], 'fields[0]'],
    [['id', ''], 'fields[1]'],
    [['general..price'], 'fields[0]'],
    [['general.price.*'], 'fields[0]'],
    [['__proto__.polluted'], 'fields[0]'],
    [['general.constructor'], 'fields[0]'],
    [Array.from({ length: 101 }, (_, i) => `f${i}`), 'fields'],
  ])('%j → 400 at %s', (fields, where) => {
    let error: unknown;
    try {
      compileFields(fields);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect(JSON.stringify((error as HttpError).body)).toContain(where);
  });
});
