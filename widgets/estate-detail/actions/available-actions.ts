import type { DetailModel } from '../../../core/view-models/detail-view';
import type { EstateDetailConfig } from '../schema';

export type DetailActionName = 'contact' | 'friend' | 'viewing';

/** The action panels this estate offers: the block's configured actions, a viewing only for an available, single estate. */
export function availableActions(model: Pick<DetailModel, 'sold' | 'isProject'>, config: Pick<EstateDetailConfig, 'actions'>): DetailActionName[] {
  const has = (action: string) => config.actions.includes(action as never);
  return [
    ...(has('contact') ? (['contact'] as const) : []),
    ...(has('send-to-a-friend') ? (['friend'] as const) : []),
    ...(has('viewing') && !model.sold && !model.isProject ? (['viewing'] as const) : []),
  ];
}
