import type { DisplayField, ViewModelLabels } from './types';
import type { FieldView } from './detail-view';
import type { RouteMap } from '../routes/route-map';

/** What the detail mappers need besides the labels: the site's hidden tabs and statuses and the address bar's slug. */
export interface DetailModelContext extends ViewModelLabels {
  /** Notary tabs / broker sections to hide (spec §2 hidden-tabs setting). */
  hiddenTabs: string[];
  /** Status ids the site hides (spec §4); a project's units with one of them are not listed. */
  hiddenStatus?: number[];
  /** The slug in the address bar. */
  currentSlug: string;
  /** The site's route map its links follow (a block's useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
}

/** A visible view-model field as the detail parts render it. */
export function fieldView(field: DisplayField, ctx: DetailModelContext): FieldView {
  return {
    key: field.key.replace(/^field\.(notary\.)?/, ''),
    label: field.label,
    value: field.information ? `${field.value} – ${field.information}` : field.value,
    href: field.href,
    warning: field.icon === 'flood-warning' ? ctx.t('detail.flooding.warning') : undefined,
  };
}
