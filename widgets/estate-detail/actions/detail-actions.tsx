import type { EstateDetail } from '../../../core/api/types';
import { useBlock } from '../../runtime/block-context';
import type { DetailModel } from '../../../core/view-models/detail-view';
import type { EstateDetailConfig } from '../schema';
import { Disclosure } from './disclosure';
import { EstateContactForm } from './contact-form';
import { SendToFriendForm } from './friend-form';
import { ViewingForm } from './viewing-form';
import { SimilarEstates } from './similar-estates';
import { availableActions, type DetailActionName } from './available-actions';

export interface DetailActionsProps {
  model: DetailModel;
  detail: EstateDetail;
  config: EstateDetailConfig;
}

/** The visitor's actions about this estate (spec §1): contact, send to a friend, book a viewing, similar estates. */
export function DetailActions({ model, config }: DetailActionsProps) {
  const { t } = useBlock();
  const available = availableActions(model, config);
  const has = (action: DetailActionName) => available.includes(action);
  return (
    <>
      <section className="eb-detail__actions" aria-label={t('detail.actions')}>
        {has('contact') ? (
          <Disclosure name="contact" label={t('detail.action.contact')}>
            <EstateContactForm estateId={model.id} title={model.title} />
          </Disclosure>
        ) : null}
        {has('friend') ? (
          <Disclosure name="friend" label={t('detail.action.friend')}>
            <SendToFriendForm estateId={model.id} />
          </Disclosure>
        ) : null}
        {has('viewing') ? (
          <Disclosure name="viewing" label={t('detail.action.viewing')}>
            <ViewingForm estateId={model.id} title={model.title} address={model.address} />
          </Disclosure>
        ) : null}
      </section>
      {config.actions.includes('similar') && config.similarCount > 0 ? <SimilarEstates estateId={model.id} count={config.similarCount} /> : null}
    </>
  );
}
