import type { Translate } from '../detail-api';

/** Field labels of the detail block's forms, by field name (also used by the error summary). */
export function formLabels(t: Translate): Record<string, string> {
  return {
    firstName: t('detail.form.first_name'),
    lastName: t('detail.form.last_name'),
    email: t('detail.form.email'),
    phone: t('detail.form.phone'),
    message: t('detail.form.message'),
    senderName: t('detail.form.sender_name'),
    senderEmail: t('detail.form.sender_email'),
    friendName: t('detail.form.friend_name'),
    friendEmail: t('detail.form.friend_email'),
    slotStart: t('detail.viewing.slots'),
    agreements: t('detail.form.consent'),
  };
}
