import type { RentalFilterModel, RentalPriceFrom } from '../../../core/model';
import { isFreeForStay } from '../../../core/rentals/stay';
import { validateReservation } from '../../../core/validation';
import type { RentalRecord } from '../../data/generate-rentals';
import { PERIOD_TYPES, RENTAL_LOCATIONS, RENTAL_SUB_KINDS } from '../../data/generate-rentals';
import { renderPng, renderSvg } from '../../data/images';
import { sendPng } from './misc-routes';
import { numericId, type ApiContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { readJson, sendJson, sendText } from '../http';
import { receivedMail } from '../outbox-messages';
import { publicRentalUnit } from '../public-position';
import { WRITE, type Router } from '../router';
import { REQUIRED_AGREEMENTS } from '../../data/generate-site';
import { valid } from './form-routes';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface RentalCriteria {
  locationIds: number[];
  subKindIds: number[];
  cityIds: number[];
  occupation?: number;
  periodType?: string;
  periodStart?: string;
  from?: string;
  to?: string;
  from_: number;
  size: number;
}

/** Validates a RentalSearchBody; 400 names the bad field. */
export function parseRentalBody(body: unknown): RentalCriteria {
  if (!isRecord(body)) throw badRequest('body', 'expected a JSON object');
  const ids = (key: string) => {
    const v = body[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x))) throw badRequest(key, 'expected a list of integer ids');
    return v as number[];
  };
  const day = (key: string) => {
    const v = body[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !ISO_DAY.test(v)) throw badRequest(key, 'expected an ISO date yyyy-mm-dd');
    return v;
  };
  const occupation = body.occupation;
  if (occupation !== undefined && occupation !== null && (!Number.isInteger(occupation) || (occupation as number) < 1)) throw badRequest('occupation', 'expected a positive integer');
  const periodType = body.periodType;
  if (periodType !== undefined && periodType !== null && periodType !== '' && !PERIOD_TYPES.some((p) => p.id === periodType)) {
    throw badRequest('periodType', `expected one of ${PERIOD_TYPES.map((p) => p.id).join(', ')}`);
  }
  const p = body.pagination;
  if (p !== undefined && !isRecord(p)) throw badRequest('pagination', 'expected { from, size }');
  const from = p?.from ?? 0;
  const size = p?.size ?? 20;
  if (!Number.isInteger(from) || (from as number) < 0) throw badRequest('pagination.from', 'expected an integer ≥ 0');
  if (!Number.isInteger(size) || (size as number) < 0 || (size as number) > 500) throw badRequest('pagination.size', 'expected an integer from 0 to 500');
  const stay = { from: day('from'), to: day('to') };
  if (stay.from && stay.to && stay.to <= stay.from) throw badRequest('to', 'expected a departure after the arrival (from)');
  return {
    locationIds: ids('locationIds'), subKindIds: ids('subKindIds'), cityIds: ids('cityIds'),
    occupation: (occupation as number | null | undefined) ?? undefined, periodType: (periodType as string) || undefined,
    periodStart: day('periodStart'), from: stay.from, to: stay.to, from_: from as number, size: size as number,
  };
}

/**
 * Every list criterion is "any of"; a stay (from, to) needs the unit free for every night of it (no booked
 * or blocked period overlaps, core/rentals/stay.ts); period type and start need one available period of them.
 */
export function rentalMatches(r: RentalRecord, c: RentalCriteria): boolean {
  if (c.locationIds.length && !c.locationIds.includes(r.locationId)) return false;
  if (c.subKindIds.length && !c.subKindIds.includes(r.subKindId)) return false;
  if (c.cityIds.length && !c.cityIds.includes(r.cityId)) return false;
  if (c.occupation && (r.unit.general.maxOccupation ?? 0) < c.occupation) return false;
  if (c.from && c.to && !isFreeForStay(r.periods, { from: c.from, to: c.to })) return false;
  if (!c.periodType && !c.periodStart) return true;
  return r.periods.some((p) => p.available && (!c.periodType || p.periodType === c.periodType) && (!c.periodStart || p.start === c.periodStart));
}

/** The list answer's "from" prices: per period type, the lowest price of the bookable periods still to come. */
export function lowestPrices(periods: readonly RentalRecord['periods'][number][], today: string): RentalPriceFrom[] {
  const low = new Map<string, number>();
  for (const p of periods) {
    if (!p.available || p.start < today || !p.price || p.price <= 0) continue;
    const seen = low.get(p.periodType);
    if (seen === undefined || p.price < seen) low.set(p.periodType, p.price);
  }
  return PERIOD_TYPES.filter((t) => low.has(t.id)).map((t) => ({ periodType: t.id, from: low.get(t.id)! }));
}

export function registerRentalRoutes(router: Router, api: ApiContext): void {
  const { dataset, db } = api;
  const unitOf = (raw: string) => {
    const record = dataset.rentalById.get(numericId(raw, 'rental unit'));
    if (!record) throw notFound(`rental unit '${raw}'`);
    return record;
  };

  router.post('/sites/:siteId/rental-units', async ({ req, res }) => {
    const c = parseRentalBody(await readJson(req));
    const hits = dataset.rentals.filter((r) => rentalMatches(r, c));
    const today = new Date(api.now()).toISOString().slice(0, 10);
    const results = hits.slice(c.from_, c.from_ + c.size).map((r) => ({ ...publicRentalUnit(r.unit), prices: lowestPrices(r.periods, today) }));
    sendJson(res, 200, { total: hits.length, results });
  });

  router.post('/sites/:siteId/rental-units/filters', async ({ req, res }) => {
    const c = parseRentalBody(await readJson(req));
    const hits = dataset.rentals.filter((r) => rentalMatches(r, c));
    const periods = hits.flatMap((r) => r.periods.filter((p) => p.available && (!c.periodType || p.periodType === c.periodType)));
    const uniq = <T>(list: T[]) => [...new Set(list)];
    const cities = new Map(hits.map((r) => [r.cityId, { id: r.cityId, name: r.unit.address?.city?.name ?? '', zip: r.municipality.zip }]));
    const model: RentalFilterModel = {
      locations: RENTAL_LOCATIONS.filter((l) => hits.some((r) => r.locationId === l.id)),
      subKinds: RENTAL_SUB_KINDS.filter((k) => hits.some((r) => r.subKindId === k.id)),
      maxOccupations: uniq(hits.map((r) => r.unit.general.maxOccupation ?? 0)).filter(Boolean).sort((a, b) => a - b),
      cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
      periodTypes: PERIOD_TYPES.filter((t) => periods.some((p) => p.periodType === t.id)),
      periodStartDates: uniq(periods.map((p) => p.start)).sort(),
      periodDates: uniq(periods.map((p) => `${p.start}|${p.end}`)).sort().map((s) => ({ start: s.slice(0, 10), end: s.slice(11) })),
    };
    sendJson(res, 200, model);
  });

  router.get('/sites/:siteId/rental-units/photo/:unitId/:index', ({ res, params }) => {
    const record = unitOf(params.unitId);
    const index = Number(params.index.replace(/\.(svg|png)$/, ''));
    if (!Number.isInteger(index) || index < 1 || index > record.unit.photos.length) throw notFound(`photo '${params.index}'`);
    if (params.index.endsWith('.png')) return sendPng(res, renderPng({ kind: 'rental', key: record.unit.id, index }));
    sendText(res, 200, 'image/svg+xml', renderSvg({ kind: 'rental', key: record.unit.id, label: record.unit.general.building?.rentalName ?? String(record.unit.id), index }), 86400);
  });

  router.get('/sites/:siteId/rental-units/:id', ({ res, params }) => {
    sendJson(res, 200, publicRentalUnit(unitOf(params.id).unit));
  });

  router.get('/sites/:siteId/rental-units/:id/periods', ({ res, params }) => {
    sendJson(res, 200, unitOf(params.id).periods);
  });

  router.post('/sites/:siteId/rental-units/reservation', async ({ req, res, params }) => {
    const body = await readJson(req);
    const unitId = isRecord(body) ? Number(body.rentalUnitId) : NaN;
    const record = dataset.rentalById.get(unitId);
    const value = valid(validateReservation(body, { now: api.now(), requiredAgreements: REQUIRED_AGREEMENTS, maxOccupation: record?.unit.general.maxOccupation ?? undefined }));
    if (!record) throw new HttpError(400, { error: 'validation', fields: { rentalUnitId: 'form.error.invalid' } });
    if (value.periodId !== undefined && !record.periods.some((p) => p.id === value.periodId)) {
      throw new HttpError(400, { error: 'validation', fields: { periodId: 'form.error.invalid' } });
    }
    const row = db.reservations.create(
      {
        siteId: params.siteId, rentalUnitId: String(record.unit.id), periodId: value.periodId !== undefined ? String(value.periodId) : null,
        startDate: value.arrival, endDate: value.departure, people: value.adults + (value.children ?? 0),
        name: `${value.firstName} ${value.lastName}`, email: value.email, phone: value.phone, message: value.message ?? null, locale: value.locale,
      },
      () => [receivedMail('reservation', value.locale, value.email, `${record.unit.general.building?.rentalName ?? record.unit.id}: ${value.arrival} → ${value.departure}`)],
    );
    sendJson(res, 201, { id: row.id });
  }, WRITE);
}
