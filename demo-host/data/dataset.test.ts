import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STATUS_CODES, TYPE_CODES } from '../../core/model';
import { SUB_TYPES } from '../../core/enums';
import { generateDataset } from './dataset';
import { BELGIAN_MUNICIPALITIES } from './municipalities';

const NOW = Date.UTC(2026, 10, 22, 12);
const data = generateDataset({ size: 2000, now: NOW });
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('dataset generator', () => {
  it('a fixed seed gives identical data on every run; another seed gives other data', () => {
    const again = generateDataset({ size: 2000, now: NOW });
    expect(hash([again.estates, [...again.listings.values()], again.rentals])).toBe(hash([data.estates, [...data.listings.values()], data.rentals]));
    expect(hash(generateDataset({ size: 300, seed: 1, now: NOW }).estates)).not.toBe(hash(generateDataset({ size: 300, seed: 2, now: NOW }).estates));
  }, 60_000);

  it('size is a parameter: the number of estate records of both feeds, units included', () => {
    expect(data.estates).toHaveLength(2000);
    expect(generateDataset({ size: 500, now: NOW }).estates).toHaveLength(500);
    expect(new Set(data.estates.map((e) => e.id)).size).toBe(2000);
  });

  it('real Belgian municipalities: 120+ across Flanders, Brussels and Wallonia, with zip, nl and fr names, coordinates', () => {
    expect(BELGIAN_MUNICIPALITIES.length).toBeGreaterThanOrEqual(120);
    for (const region of ['FLANDERS', 'BRUSSELS', 'WALLONIA']) expect(BELGIAN_MUNICIPALITIES.filter((m) => m.region === region).length).toBeGreaterThanOrEqual(19);
    for (const m of BELGIAN_MUNICIPALITIES) {
      expect(m.zip).toMatch(/^[1-9]\d{3}$/);
      expect(m.lat).toBeGreaterThan(49.4);
      expect(m.lat).toBeLessThan(51.6);
      expect(m.lon).toBeGreaterThan(2.5);
      expect(m.lon).toBeLessThan(6.5);
    }
    expect(new Set(data.estates.map((e) => e.general.address?.region)).size).toBeGreaterThanOrEqual(3);
  });

  it('spec §3/§4: both feeds, every status and type, a broad spread of sub-types, sold and rented', () => {
    const statuses = new Set(data.estates.map((e) => STATUS_CODES[Number(e.status.id) - 1]));
    expect([...statuses].sort()).toEqual([...STATUS_CODES].sort());
    const types = new Set(data.estates.map((e) => e.general.headType?.code));
    expect([...types].sort()).toEqual([...TYPE_CODES].sort());
    expect(new Set(data.estates.map((e) => e.feed))).toEqual(new Set(['broker', 'notary']));
    expect(new Set(data.estates.map((e) => e.general.subType?.id)).size).toBeGreaterThan(SUB_TYPES.length * 0.6);
    expect(new Set([...data.listings.values()].map((l) => l.status)).size).toBe(11);
  });

  it('broker estates carry every field group of spec §3', () => {
    const house = data.estates.find((e) => e.feed === 'broker' && e.general.headType?.code === 'HOUSE' && !e.general.parentId)!;
    for (const group of ['general', 'ki', 'salesRep', 'dimensions', 'energy', 'technical', 'layout', 'pictures', 'facilities', 'buildTechnicals', 'environments', 'files']) {
      expect(house, group).toHaveProperty(group);
    }
    expect(data.estates.some((e) => (e.videos ?? []).some((v) => v.typeId === 2))).toBe(true);
    expect(data.estates.some((e) => e.general.sticker?.color === 'ffffff')).toBe(true);
    expect(data.estates.some((e) => e.energy?.shared)).toBe(true);
    expect(data.estates.some((e) => (e.extraFields ?? []).length > 0)).toBe(true);
    expect(data.estates.some((e) => (e.rentalOptions ?? []).length > 0)).toBe(true);
    expect(new Set(data.estates.map((e) => e.energy?.energyLabel).filter(Boolean)).size).toBeGreaterThan(8);
  });

  it('notary listings carry the prefixed groups and public-sale data', () => {
    const sale = [...data.listings.values()].find((l) => l.status === 5)!;
    for (const group of ['certification', 'comfort', 'construction', 'financial', 'flood_information', 'general', 'layout', 'media', 'notary', 'notary_cost', 'other', 'planning', 'project']) {
      expect(sale, group).toHaveProperty(group);
    }
    expect(sale.notary?.setting_price).toBeGreaterThan(0);
    expect([...data.listings.values()].some((l) => l.financial?.vat_regime === true)).toBe(true);
  });

  it('projects have units on several floors; units point to their project', () => {
    for (const [projectId, units] of data.unitsByProject) {
      expect(data.estateById.get(projectId)?.general.project).toBe(true);
      expect(new Set(units.map((u) => u.general.floor)).size).toBeGreaterThanOrEqual(3);
      expect(units.every((u) => u.general.parentId === projectId)).toBe(true);
    }
  });

  it('holiday rental units have photos, future periods with prices; pictures are generated images of the service', () => {
    for (const { unit, periods } of data.rentals) {
      expect(unit.photos.length).toBeGreaterThanOrEqual(3);
      expect(periods.every((p) => Date.parse(p.start) > NOW && (p.price ?? 0) > 0)).toBe(true);
    }
    const urls = data.estates.flatMap((e) => (e.pictures ?? []).map((p) => p.file));
    expect(urls.every((u) => u.startsWith('/api/images/'))).toBe(true);
  });
});
