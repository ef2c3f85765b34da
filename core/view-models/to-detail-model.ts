import type { EstateDetail } from '../api/types';
import type { DetailModel } from './detail-view';
import type { DetailModelContext } from './detail-model-context';
import { brokerDetailModel } from './broker-detail-model';
import { notaryDetailModel } from './notary-detail-model';

/** What the detail parts render, from core's view models of either feed. */
export function toDetailModel(detail: EstateDetail, ctx: DetailModelContext): DetailModel {
  return detail.feed === 'notary' ? notaryDetailModel(detail.listing, ctx) : brokerDetailModel(detail, ctx);
}
