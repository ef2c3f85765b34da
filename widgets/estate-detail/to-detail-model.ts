import type { EstateDetail } from '../../core/api/types';
import type { Locale } from '../../core/i18n/locale';
import type { Translate } from './detail-api';
import type { DetailModel } from './detail-view';
import { brokerModel } from './broker-model';
import { notaryModel } from './notary-model';

export interface DetailModelContext {
  locale: Locale;
  t: Translate;
  /** Field label; missing → '_key_' (spec §5). */
  fieldLabel: (key: string) => string;
  /** Enumeration label; missing → '' (spec §5). */
  enumLabel: (enumName: string, code: string | number | null | undefined) => string;
  /** Notary tabs / broker sections to hide (spec §2 hidden-tabs setting). */
  hiddenTabs: string[];
  /** Status ids the site hides (spec §4); a project's units with one of them are not listed. */
  hiddenStatus?: number[];
  /** The slug in the address bar. */
  currentSlug: string;
}

/** What the detail parts render, from core's view models of either feed. */
export function toDetailModel(detail: EstateDetail, ctx: DetailModelContext): DetailModel {
  return detail.feed === 'notary' ? notaryModel(detail.listing, ctx) : brokerModel(detail, ctx);
}
