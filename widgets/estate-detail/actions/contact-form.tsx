import type { ContactRequest } from '../../../core/api/types';
import { validateContact } from '../../../core/validation/contact';
import { ContactFields, FormSuccess } from '../../ui/form';
import { useDetailApi } from '../detail-api';
import { useDetailForm } from './use-detail-form';
import { DetailFormFooter } from './form-footer';

export interface ContactFormProps {
  estateId: number;
  title: string;
}

/** "Ask a question about this property": POST /contact with the estate id and the site's agreements. */
export function EstateContactForm({ estateId, title }: ContactFormProps) {
  const api = useDetailApi();
  const form = useDetailForm<ContactRequest, unknown>({
    lead: 'contact',
    estateId,
    initialValues: { firstName: '', lastName: '', email: '', phone: '', message: '' },
    validate: validateContact,
    send: (value) => api.sendContact(value),
  });
  const { t, labels, idOf, text, err, setValue, state } = form;
  if (state.status === 'success') return <FormSuccess message={t('detail.contact.success')} againLabel={t('contact.again')} onAgain={form.sendAnother} />;
  return (
    <form ref={form.formRef} className="eb-detail__form" onSubmit={form.onSubmit} noValidate aria-label={t('detail.contact.heading')}>
      <ContactFields idOf={idOf} text={text} error={err} setValue={setValue} labels={labels} optionalLabel={t('form.optional')} messageHelp={t('detail.contact.default_message', { title })} />
      <DetailFormFooter form={form} submit={t('detail.contact.submit')} success={t('detail.contact.success')} />
    </form>
  );
}
