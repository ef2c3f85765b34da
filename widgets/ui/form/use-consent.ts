import type { FormValues } from '../../../core/forms';
import { useAgreements, type AgreementsApi } from './use-agreements';

/**
 * The site's agreements and what every form sends about them: the ids the visitor consented to
 * (all of them, one box) for the request, and the required ids for validation.
 */
export function useConsent(api: AgreementsApi, locale: string) {
  const agreements = useAgreements(api, locale);
  return {
    agreements,
    consented: (values: FormValues) => ({ agreements: values.consent === true ? agreements.map((a) => a.id) : [] }),
    required: () => ({ requiredAgreements: agreements.filter((a) => a.required).map((a) => a.id) }),
  };
}
