import { describe, expect, it, vi } from 'vitest';
import type { Estate, GroupBy } from '../../core/model';
import { LOCALES } from '../../core/i18n';
import { listFields } from '../../core/query/list-fields';
import { estateLink } from '../../core/routes';
import { groupKeyOf } from '../../core/grouping/group-estates';
import { isSold } from '../../core/status';
import { toListingItem } from '../../core/view-models/listing-item';
import { toMapMarker } from '../../widgets/estate-map/use-position-markers';
import { generateDataset } from '../data/dataset';
import { compileFields } from './project-fields';
import { createEstateSerializer } from './serialize';
import { serveApi } from './testing/serve';
import { buildEstateSearchBody } from '../../core/query/build-query';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
const dataset = generateDataset({ size: 2000, now: NOW });
const serializer = createEstateSerializer();
const GROUPS: GroupBy[] = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'];

/** Everything the list views make of one estate (a unit with its project, as the table and gallery do). */
function views(estate: Estate, project: Estate | undefined, locale: (typeof LOCALES)[number], units?: Estate[]) {
  const labels = { locale, t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}` };
  const item = toListingItem(estate, { href: (e) => estateLink(e, locale, { parent: project }), labels, units });
  const marker = toMapMarker(estate, labels);
  return {
    item,
    marker: marker && { ...marker, href: typeof marker.href === 'function' ? marker.href() : marker.href },
    groups: GROUPS.map((g) => groupKeyOf(estate, g)),
    sold: isSold(estate),
    status: estate.status?.id,
  };
}

const parentOf = (e: Estate) => (e.general.parentId ? dataset.estateById.get(e.general.parentId) : undefined);

describe('listFields: list answers carry exactly what the table, gallery, map and favorites show', () => {
  it.each(LOCALES)('every estate renders the same from its projected record as from the whole one (%s)', (locale) => {
    const whole = (e: Estate) => serializer.localized(e, locale);
    const tree = compileFields(listFields(locale))!;
    const projected = (e: Estate) => JSON.parse(serializer.json(e, locale, tree)) as Estate;
    let units = 0;
    for (const estate of dataset.estates) {
      const parent = parentOf(estate);
      if (parent) units++;
      const projectUnits = dataset.unitsByProject.get(estate.id);
      expect(views(projected(estate), parent && projected(parent), locale, projectUnits?.map(projected))).toEqual(views(whole(estate), parent && whole(parent), locale, projectUnits?.map(whole)));
    }
    expect(units).toBeGreaterThan(0);
  });

  it.each(LOCALES)('every listed path is read by a view for some estate (nothing sent that no one shows) (%s)', (locale) => {
    const read = new Set<string>();
    const record = <T>(value: T, path: string): T => {
      if (typeof value !== 'object' || value === null) return value;
      return new Proxy(value as object, {
        get(target, key, receiver) {
          const v = Reflect.get(target, key, receiver);
          if (typeof key !== 'string' || typeof v === 'function' || (Array.isArray(target) && (key === 'length' || /^\d+$/.test(key)))) {
            return Array.isArray(target) && /^\d+$/.test(String(key)) ? record(v, path) : v;
          }
          const at = path ? `${path}.${key}` : key;
          read.add(at);
          return record(v, at);
        },
      }) as T;
    };
    // Feeds without street_address (the slug then reads street and number) and texts missing in the locale (then Dutch).
    const variants = (e: Estate): Estate[] => {
      const { street_address: _line, ...address } = e.general.address ?? {};
      const title = e.general.title && { ...e.general.title, [locale]: '' };
      const street = address.street && typeof address.street === 'object' ? { ...address.street, [locale]: '' } : address.street;
      return [e, { ...e, general: { ...e.general, title, address: { ...address, street } } } as Estate];
    };
    for (const estate of dataset.estates) {
      const parent = parentOf(estate);
      for (const variant of variants(serializer.localized(estate, locale))) {
        const project = parent && variants(serializer.localized(parent, locale))[1];
        const units = dataset.unitsByProject.get(estate.id)?.map((u) => record(serializer.localized(u, locale), ''));
        views(record(variant, ''), project && record(project, ''), locale, units);
      }
    }
    const unread = listFields(locale).filter((field) => ![...read].some((p) => p === field || p.startsWith(`${field}.`)));
    expect(unread).toEqual([]);
  });

  it('the first page of 20 rows is at most 15 KB before compression, for each sort, in every locale', async () => {
    const served = await serveApi({ dataset, now: () => NOW });
    try {
      const sizes: number[] = [];
      for (const locale of LOCALES) {
        for (const sort of [undefined, { sortType: 'price', sortOrder: 'ASC' }, { sortType: 'city', sortOrder: 'DESC' }] as const) {
          const body = { ...buildEstateSearchBody({ filter: sort ?? {}, pagination: { from: 0, size: 20 } }), fields: listFields(locale) };
          const res = await fetch(`${served.baseUrl}/sites/demo/estates?locale=${locale}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          const text = await res.text();
          expect(JSON.parse(text).results).toHaveLength(20);
          sizes.push(Buffer.byteLength(text));
        }
      }
      expect(Math.max(...sizes)).toBeLessThanOrEqual(15 * 1024);
    } finally {
      await served.close();
    }
  }, 60_000);
});
