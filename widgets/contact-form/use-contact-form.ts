import type { ContactRequest, CreatedResponse } from '../../core/api/types';
import type { Agreement } from '../../core/model';
import { validateContact } from '../../core/validation';
import { useFormSubmit } from '../ui/form';
import type { SiteApi } from '../runtime/services';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '', consent: false, website: '' };

/** The contact form's controller: validateContact on both sides, POST /contact once per submit. */
export function useContactForm(api: SiteApi, locale: string, agreements: Agreement[], estateId?: number) {
  return useFormSubmit<ContactRequest, CreatedResponse>({
    initialValues: EMPTY,
    validate: validateContact,
    send: (body) => api.sendContact(body),
    extra: (values) => ({ locale, estateId, agreements: values.consent === true ? agreements.map((a) => a.id) : [] }),
    context: () => ({ requiredAgreements: agreements.filter((a) => a.required).map((a) => a.id) }),
  });
}
