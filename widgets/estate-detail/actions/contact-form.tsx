import type { ContactRequest } from '../../../core/api/types';
import { validateContact } from '../../../core/validation';
import { FormSuccess, TextArea, TextField } from '../../ui/form';
import { useDetailApi } from '../detail-api';
import { useDetailForm } from './use-detail-form';
import { FormFooter } from './form-footer';

export interface ContactFormProps {
  estateId: number;
  title: string;
}

/** "Ask a question about this property": POST /contact with the estate id and the site's agreements. */
export function EstateContactForm({ estateId, title }: ContactFormProps) {
  const api = useDetailApi();
  const form = useDetailForm<ContactRequest, unknown>({
    estateId,
    initialValues: { firstName: '', lastName: '', email: '', phone: '', message: '' },
    validate: validateContact,
    send: (value) => api.sendContact(value),
    withAgreements: true,
  });
  const { t, labels, idOf, text, err, setValue, state } = form;
  if (state.status === 'success') return <FormSuccess message={t('detail.contact.success')} againLabel={t('contact.again')} onAgain={form.sendAnother} />;
  return (
    <form ref={form.formRef} className="eb-detail__form" onSubmit={form.onSubmit} noValidate aria-label={t('detail.contact.heading')}>
      <TextField id={idOf('firstName')} name="firstName" label={labels.firstName} value={text('firstName')} onChange={setValue} error={err('firstName')} autoComplete="given-name" />
      <TextField id={idOf('lastName')} name="lastName" label={labels.lastName} value={text('lastName')} onChange={setValue} error={err('lastName')} autoComplete="family-name" />
      <TextField id={idOf('email')} name="email" type="email" label={labels.email} value={text('email')} onChange={setValue} error={err('email')} autoComplete="email" />
      <TextField id={idOf('phone')} name="phone" type="tel" label={labels.phone} value={text('phone')} onChange={setValue} error={err('phone')} required={false} optionalLabel={t('form.optional')} autoComplete="tel" />
      <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={err('message')} help={t('detail.contact.default_message', { title })} />
      <FormFooter {...form} state={state} agreements={form.agreements} submitLabel={t('detail.contact.submit')} successMessage={t('detail.contact.success')} />
    </form>
  );
}
