import { validateSendToFriend, type SendToFriendValue } from '../../../core/validation/send-to-friend';
import { FormSuccess, TextArea, TextField } from '../../ui/form';
import { useDetailApi } from '../detail-api';
import { useDetailForm } from './use-detail-form';
import { DetailFormFooter } from './form-footer';

/** Send-to-a-friend: POST /send-to-a-friend with the estate id. */
export function SendToFriendForm({ estateId }: { estateId: number }) {
  const api = useDetailApi();
  const form = useDetailForm<SendToFriendValue, unknown>({
    lead: 'friend',
    estateId,
    initialValues: { senderName: '', senderEmail: '', friendName: '', friendEmail: '', message: '' },
    validate: validateSendToFriend,
    send: (value) => api.sendToFriend(value),
  });
  const { t, labels, idOf, text, err, setValue, state } = form;
  if (state.status === 'success') return <FormSuccess message={t('detail.friend.success')} againLabel={t('detail.friend.again')} onAgain={form.sendAnother} />;
  return (
    <form ref={form.formRef} className="eb-detail__form" onSubmit={form.onSubmit} noValidate aria-label={t('detail.friend.heading')}>
      <TextField id={idOf('senderName')} name="senderName" label={labels.senderName} value={text('senderName')} onChange={setValue} error={err('senderName')} autoComplete="name" />
      <TextField id={idOf('senderEmail')} name="senderEmail" type="email" label={labels.senderEmail} value={text('senderEmail')} onChange={setValue} error={err('senderEmail')} autoComplete="email" />
      <TextField id={idOf('friendName')} name="friendName" label={labels.friendName} value={text('friendName')} onChange={setValue} error={err('friendName')} required={false} optionalLabel={t('form.optional')} />
      <TextField id={idOf('friendEmail')} name="friendEmail" type="email" label={labels.friendEmail} value={text('friendEmail')} onChange={setValue} error={err('friendEmail')} />
      <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={err('message')} required={false} optionalLabel={t('form.optional')} />
      <DetailFormFooter form={form} submit={t('detail.friend.submit')} success={t('detail.friend.success')} />
    </form>
  );
}
