import { PURCHASE_COST_RATES, rate, type RateId, type RateRow } from './rates';
import type { PurchaseCostInput, Region } from './input';

/** The visitor's situation: buying their only own home (in Flanders also with a major energy renovation), or not. */
export type Situation = 'ownHome' | 'ownHomeRenovation' | 'other';

export type CostLineKey = 'price' | 'duties' | 'landDuties' | 'vat' | 'notaryFee' | 'adminCosts' | 'notaryVat';

export interface CostLine {
  key: CostLineKey;
  amount: number;
  /** The rate applied (a fraction), for lines that have one. */
  rate?: number;
  /** The amount the rate applies to, when it is not the price. */
  base?: number;
  /** Brussels: the part of the price exempt from duties. */
  abatement?: number;
}

export interface PurchaseCost {
  lines: CostLine[];
  total: number;
  /** The latest date from which the rates used are valid (ISO). */
  validFrom: string;
  /** A new build whose feed gives no land price: VAT on the whole price, no duties. */
  noLandPrice: boolean;
}

/** A figure of the feed compared with the panel's own. */
export interface FeedCheck {
  kind: 'duties' | 'notaryFee';
  feed: number;
  /** The panel's figure for the chosen situation. */
  ours: number;
  /** The situation whose figure equals the feed's (within 1 %), or null when none does. */
  matches: Situation | null;
  /** The situation the visitor chose. */
  chosen: Situation;
}

const SITUATIONS: Record<Region, readonly Situation[]> = {
  FLANDERS: ['ownHome', 'ownHomeRenovation', 'other'],
  WALLONIA: ['ownHome', 'other'],
  BRUSSELS: ['ownHome', 'other'],
};

/** The situations a visitor can choose in a region, the usual one first. */
export function situationsOf(region: Region): readonly Situation[] {
  return SITUATIONS[region];
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** Registration duties on `base` euros in a region and situation, with the rows they used. */
export function registrationDuties(base: number, region: Region, situation: Situation): { amount: number; rate: number; abatement: number; rows: RateRow[] } {
  const effective = SITUATIONS[region].includes(situation) ? situation : 'other';
  const row = rate(`duties.${region}.${effective}` as RateId);
  if (region === 'BRUSSELS' && effective === 'ownHome') {
    const abatement = rate('duties.BRUSSELS.abatement');
    const cap = rate('duties.BRUSSELS.abatementPriceCap');
    const exempt = base <= cap.value ? Math.min(base, abatement.value) : 0;
    return { amount: cents((base - exempt) * row.value), rate: row.value, abatement: exempt, rows: [row, abatement, cap] };
  }
  return { amount: cents(base * row.value), rate: row.value, abatement: 0, rows: [row] };
}

const SCALE: readonly RateId[] = ['notary.scale.1', 'notary.scale.2', 'notary.scale.3', 'notary.scale.4', 'notary.scale.5', 'notary.scale.6', 'notary.scale.7'];

/** The notary's fee on a sale by the legal degressive scale: each bracket's rate on the part of the price in it. */
export function notaryFee(price: number): number {
  let fee = 0;
  let from = 0;
  for (const id of SCALE) {
    const bracket = rate(id);
    const to = bracket.upTo ?? Infinity;
    if (price > from) fee += (Math.min(price, to) - from) * bracket.value;
    from = to;
  }
  return cents(fee);
}

/** Price, duties or VAT, and the notary's estimate, each line visible, and their total. */
export function purchaseCost(input: PurchaseCostInput, situation: Situation): PurchaseCost {
  const rows: RateRow[] = [];
  const lines: CostLine[] = [{ key: 'price', amount: input.price }];
  let noLandPrice = false;
  if (input.vat) {
    const vat = rate('vat.newBuild');
    rows.push(vat);
    const land = input.landPrice !== null && input.landPrice < input.price ? input.landPrice : null;
    noLandPrice = land === null;
    const building = input.price - (land ?? 0);
    lines.push({ key: 'vat', amount: cents(building * vat.value), rate: vat.value, base: building });
    if (land !== null) {
      const duties = registrationDuties(land, input.region, situation);
      rows.push(...duties.rows);
      lines.push({ key: 'landDuties', amount: duties.amount, rate: duties.rate, base: land, ...(duties.abatement ? { abatement: duties.abatement } : {}) });
    }
  } else {
    const duties = registrationDuties(input.price, input.region, situation);
    rows.push(...duties.rows);
    lines.push({ key: 'duties', amount: duties.amount, rate: duties.rate, ...(duties.abatement ? { abatement: duties.abatement } : {}) });
  }
  const fee = notaryFee(input.price);
  const admin = rate('notary.adminCosts');
  const notaryVat = rate('notary.vat');
  rows.push(...SCALE.map(rate), admin, notaryVat);
  lines.push({ key: 'notaryFee', amount: fee });
  lines.push({ key: 'adminCosts', amount: admin.value });
  lines.push({ key: 'notaryVat', amount: cents((fee + admin.value) * notaryVat.value), rate: notaryVat.value, base: cents(fee + admin.value) });
  const total = cents(lines.reduce((sum, line) => sum + line.amount, 0));
  const validFrom = rows.reduce((latest, row) => (row.validFrom > latest ? row.validFrom : latest), '');
  return { lines, total, validFrom, noLandPrice };
}

/** The notary's estimate as one figure: fee, administrative costs and VAT on both. */
export function notaryEstimate(cost: PurchaseCost): number {
  return cents(cost.lines.filter((l) => l.key === 'notaryFee' || l.key === 'adminCosts' || l.key === 'notaryVat').reduce((s, l) => s + l.amount, 0));
}

function dutiesOf(cost: PurchaseCost): number | null {
  const line = cost.lines.find((l) => l.key === 'duties' || l.key === 'landDuties');
  return line ? line.amount : null;
}

const same = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(10, 0.01 * Math.max(a, b));

/**
 * The feed's own duties and notary figures beside the panel's: each names the situation whose figure it is,
 * or none when it differs from every situation's.
 */
export function feedChecks(input: PurchaseCostInput, situation: Situation): FeedCheck[] {
  const checks: FeedCheck[] = [];
  const chosen = purchaseCost(input, situation);
  const all = situationsOf(input.region).map((s) => [s, purchaseCost(input, s)] as const);
  const ours = dutiesOf(chosen);
  if (input.feed.duties !== null && ours !== null) {
    const feed = input.feed.duties;
    const match = all.find(([, cost]) => same(dutiesOf(cost) ?? 0, feed));
    checks.push({ kind: 'duties', feed, ours, matches: match ? match[0] : null, chosen: situation });
  }
  if (input.feed.notaryFee !== null) {
    const feed = input.feed.notaryFee;
    const estimate = notaryEstimate(chosen);
    checks.push({ kind: 'notaryFee', feed, ours: estimate, matches: same(estimate, feed) ? situation : null, chosen: situation });
  }
  return checks;
}

export { PURCHASE_COST_RATES };
