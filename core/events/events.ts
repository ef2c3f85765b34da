/**
 * The events the blocks dispatch for a site's measurement (README "Events"): bubbling CustomEvents on the
 * block's element or a control inside it, never with personal data. With `data-datalayer` on the script tag,
 * each is also pushed to `window.dataLayer` (or the array the attribute names), but only once the host page
 * has set `data-consent="granted"` on that tag: nothing is pushed, or kept for later, before.
 */
import type { EstateFilterState } from '../query/filter-state';
import type { GeoArea } from '../query/geo-area';

export type LeadKind = 'contact' | 'viewing' | 'friend' | 'subscription' | 'reservation';

export interface EstateBlocksEvents {
  /** A search's criteria changed and its results arrived: the filter (criteria only) and the result count. */
  'estate-blocks:search': { filter: Partial<EstateFilterState>; total: number };
  /** A detail page showed an estate. */
  'estate-blocks:estate-open': { estateId: number };
  'estate-blocks:favorite-add': { estateId: string };
  'estate-blocks:favorite-remove': { estateId: string };
  /** A form was sent and accepted: its kind only. */
  'estate-blocks:lead': { kind: LeadKind };
  /** "Search in this area" searched a map area. */
  'estate-blocks:map-area': { area: GeoArea };
}

export type EstateBlocksEventName = keyof EstateBlocksEvents;

type DataLayer = { push(entry: object): unknown };

export function emitEvent<N extends EstateBlocksEventName>(target: EventTarget | null | undefined, name: N, detail: EstateBlocksEvents[N]): void {
  if (!target) return;
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
  const tag = document.querySelector<HTMLScriptElement>('script[data-datalayer]');
  if (tag?.dataset.consent !== 'granted') return;
  const holder = window as unknown as Record<string, DataLayer | undefined>;
  const layer = (holder[tag.dataset.datalayer || 'dataLayer'] ??= [] as DataLayer);
  layer.push({ event: name, ...detail });
}
