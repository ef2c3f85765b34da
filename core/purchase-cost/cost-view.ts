import type { TranslateVars } from '../i18n/translator';
import { formatDate } from '../format/date';
import { formatCurrency, formatPercentage } from '../format/units';
import type { PurchaseCostInput } from './input';
import type { CostLine, FeedCheck, PurchaseCost } from './purchase-cost';

type T = (key: string, vars?: TranslateVars) => string;

/** What the panel shows, translated and formatted. */
export interface CostView {
  regionText: string;
  lines: { key: CostLine['key']; label: string; amount: string }[];
  total: string;
  /** New build notes: sold under VAT, no land price in the feed. */
  notes: string[];
  /** The feed's own figures beside ours. */
  feed: string[];
  /** 'Rates valid from 01/01/2025.' */
  validFrom: string;
}

const percent = (rate: number | undefined): string => formatPercentage(Math.round((rate ?? 0) * 100_000) / 1_000);

function lineLabel(line: CostLine, t: T): string {
  const vars = { rate: percent(line.rate), base: formatCurrency(line.base), abatement: formatCurrency(line.abatement) };
  if (line.key === 'duties' && line.abatement) return t('detail.cost.line.duties_abatement', vars);
  return t(`detail.cost.line.${line.key}`, vars);
}

function feedText(check: FeedCheck, t: T): string {
  const vars = { amount: formatCurrency(check.feed), ours: formatCurrency(check.ours) };
  if (check.kind === 'notaryFee') return t(check.matches ? 'detail.cost.feed.notary_match' : 'detail.cost.feed.notary_differ', vars);
  if (!check.matches) return t('detail.cost.feed.duties_differ', vars);
  const situation = t(`detail.cost.situation.${check.matches}`);
  return t(check.matches === check.chosen ? 'detail.cost.feed.duties_match' : 'detail.cost.feed.duties_for_other_situation', { ...vars, situation });
}

export function costView(input: PurchaseCostInput, cost: PurchaseCost, checks: FeedCheck[], t: T): CostView {
  const notes: string[] = [];
  if (input.vat) notes.push(t('detail.cost.new_build'));
  if (cost.noLandPrice) notes.push(t('detail.cost.no_land_price'));
  return {
    regionText: t(`detail.cost.region.${input.region}`),
    lines: cost.lines.map((line) => ({ key: line.key, label: lineLabel(line, t), amount: formatCurrency(line.amount) })),
    total: formatCurrency(cost.total),
    notes,
    feed: checks.map((check) => feedText(check, t)),
    validFrom: t('detail.cost.valid_from', { date: formatDate(cost.validFrom) }),
  };
}
