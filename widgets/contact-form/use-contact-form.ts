import type { ContactRequest, CreatedResponse } from '../../core/api/types';
import { validateContact } from '../../core/validation/contact';
import { useConsent, useFormSubmit } from '../ui/form';
import type { BlockApi } from '../runtime/services';
import type { Calls } from './schema';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '', consent: false, website: '' };

/** The contact form's controller: validateContact on both sides, POST /contact once per submit. */
export function useContactForm(api: BlockApi<Calls>, locale: string, estateId?: number) {
  const consent = useConsent(api, locale);
  const form = useFormSubmit<ContactRequest, CreatedResponse>({
    lead: 'contact',
    initialValues: EMPTY,
    validate: validateContact,
    send: (body) => api.sendContact(body),
    extra: (values) => ({ locale, estateId, ...consent.consented(values) }),
    context: consent.required,
  });
  return { ...form, agreements: consent.agreements };
}
