import { formatDate } from './date';
import { formatNumberTrimmed } from './number';
import {
  formatCo2,
  formatCurrency,
  formatEpc,
  formatEpcPerYear,
  formatLiquid,
  formatPercentage,
  formatPerSquareMeter,
  formatSize,
  formatSurface,
} from './units';

/** Which formatter a display field uses (spec §9). 'text' leaves strings as they are. */
export type FormatKind =
  | 'currency'
  | 'surface'
  | 'size'
  | 'epc'
  | 'epcPerYear'
  | 'co2'
  | 'liquid'
  | 'perSquareMeter'
  | 'percentage'
  | 'date'
  | 'number'
  | 'text';

/** Exact field paths (broker feed dotted paths, notary feed prefixed names) whose unit a pattern cannot guess. */
const EXACT: Record<string, FormatKind> = {
  'energy.epcValue': 'epc',
  'energy.shared.epcValue': 'epc',
  'energy.epcValueTotal': 'epcPerYear',
  'energy.shared.epcValueTotal': 'epcPerYear',
  'energy.co2': 'co2',
  'energy.shared.co2': 'co2',
  'energy.eLevel': 'number',
  'energy.kLevel': 'number',
  'certification.epc_value': 'epc',
  'certification.e_level': 'number',
  'certification.k_level': 'number',
  'financial.price_per_square_meter': 'perSquareMeter',
  'financial.vat_regime': 'text',
  'financial.provision': 'currency',
  'notary_cost.total': 'currency',
  'notary_cost.vat': 'currency',
  'notary.increment': 'currency',
  'general.townPlanningValue': 'text',
  'general.bedroomCount': 'number',
  'ki.indexed': 'currency',
  'ki.nonIndexed': 'currency',
  'ki.communityTax': 'number',
  'dimensions.commentArea': 'text',
  'technical.constructionYear': 'text',
  'technical.renovationYear': 'text',
  'construction.construction_year': 'text',
  'technical.availableDate': 'date',
  'other.available_at': 'date',
  'general.publicationDate': 'date',
};

/** Ordered by specificity: the first pattern matching the last path segment wins. */
const PATTERNS: ReadonlyArray<[RegExp, FormatKind]> = [
  [/per_?square_?met(er|re)|perm2$/i, 'perSquareMeter'],
  [/co2/i, 'co2'],
  [/percent(age)?$|_rate$|Rate$/i, 'percentage'],
  [/(^|_)(litre|liter)s?$|capacity$|tank/i, 'liquid'],
  [/date$|_at$|^date|session_date|visit_date/i, 'date'],
  [/^(count|.*_count|.*Count)$/i, 'number'],
  [/surface|^area|Area[A-Z]?|_area$/i, 'surface'],
  [/(^|_)rent|Rent/, 'currency'],
  [/depth|width|height|distance/i, 'size'],
  [/price|cost|fee|salery|salary|tax|deposit|warranty|annuity|increment|setting_price|value$|Value$/i, 'currency'],
];

/** Model path of a catalogue label key: 'field.energyShared.co2' → 'energy.shared.co2', 'field.notary.financial.price' → 'financial.price'. */
function modelPath(key: string): string {
  return key
    .replace(/^field\./, '')
    .replace(/^notary\.(?=[a-z_]+\.)/, '')
    .replace(/^energyShared\./, 'energy.shared.');
}

/**
 * The format kind for a field path or label key ('general.price.value', 'field.price.totalPrice',
 * 'financial.price', 'field.notary.financial.price', 'dimensions.depthGround').
 */
export function formatKindForField(fieldKey: string): FormatKind {
  const key = modelPath(String(fieldKey));
  const exact = Object.hasOwn(EXACT, key) ? EXACT[key] : undefined;
  if (exact) return exact;
  const last = key.split('.').pop() ?? key;
  for (const [pattern, kind] of PATTERNS) if (pattern.test(last)) return kind;
  return 'text';
}

/** Formats one value with a given kind; strings pass through for 'text', never throws. */
export function formatAs(kind: FormatKind, value: unknown, locale?: string): string {
  switch (kind) {
    case 'currency': return formatCurrency(value);
    case 'surface': return formatSurface(value);
    case 'size': return formatSize(value);
    case 'epc': return formatEpc(value);
    case 'epcPerYear': return formatEpcPerYear(value, locale);
    case 'co2': return formatCo2(value, locale);
    case 'liquid': return formatLiquid(value);
    case 'perSquareMeter': return formatPerSquareMeter(value);
    case 'percentage': return formatPercentage(value);
    case 'date': return formatDate(value);
    case 'number': return formatNumberTrimmed(value, 2);
    case 'text': return textOf(value);
  }
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** Formats a field's value by its path: the field→formatter map of spec §9. */
export function formatField(key: string, value: unknown, locale?: string): string {
  return formatAs(formatKindForField(key), value, locale);
}
