/**
 * Hiding (spec §4): an estate or map marker is hidden when its status id is in the site settings'
 * hiddenStatus list; shown when that list is empty, absent or lacks the id.
 */
import type { EstateDetail } from '../api/types';
import { statusOfNotaryStatus } from '../model/status';
import type { SiteSettings } from '../model/site';

type HasStatus = { status?: { id?: number | null } | null };

export function isHiddenStatus(statusId: number | null | undefined, settings?: Pick<SiteSettings, 'hiddenStatus'> | null): boolean {
  const hidden = settings?.hiddenStatus;
  return Array.isArray(hidden) && typeof statusId === 'number' && hidden.includes(statusId);
}

export function isHidden(item: HasStatus, settings?: Pick<SiteSettings, 'hiddenStatus'> | null): boolean {
  return isHiddenStatus(item.status?.id, settings);
}

/** The items whose status is not hidden, in their order. */
export function withoutHidden<T extends HasStatus>(items: readonly T[], settings?: Pick<SiteSettings, 'hiddenStatus'> | null): T[] {
  return items.filter((item) => !isHidden(item, settings));
}

/** The unified status id of a detail answer of either feed (the notary status mapped, spec §4). */
export function detailStatusId(detail: EstateDetail): number | undefined {
  return detail.feed === 'broker' ? detail.estate.status?.id ?? undefined : statusOfNotaryStatus(detail.listing.status);
}
