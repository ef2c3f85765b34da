import type { FormValues } from '../../../core/forms';
import type { ValidationContext, ValidationResult } from '../../../core/validation';
import { useBlock } from '../../runtime/block-context';
import { useAgreements, useFormSubmit } from '../../ui/form';
import { useDetailApi } from '../detail-api';
import { formLabels } from './form-texts';

export interface DetailFormOptions<T, R> {
  estateId: number;
  initialValues: FormValues;
  validate: (input: unknown, context?: ValidationContext) => ValidationResult<T>;
  send: (value: T) => Promise<R>;
  /** Ask consent to the site's agreements (contact and viewing forms). */
  withAgreements: boolean;
}

/** A detail form bound to core/forms: locale, estate id, consent and the honeypot added to every submit. */
export function useDetailForm<T, R>(options: DetailFormOptions<T, R>) {
  const { t, locale } = useBlock();
  const api = useDetailApi();
  const agreements = useAgreements(api, locale);
  const form = useFormSubmit<T, R>({
    initialValues: { ...options.initialValues, consent: false, website: '' },
    validate: options.validate,
    send: options.send,
    extra: (values) => ({
      locale,
      estateId: options.estateId,
      agreements: options.withAgreements && values.consent ? agreements.map((a) => a.id) : [],
    }),
    context: () => ({ requiredAgreements: options.withAgreements ? agreements.filter((a) => a.required).map((a) => a.id) : [] }),
  });
  const err = (name: string) => (form.state.fields[name] ? t(form.state.fields[name]) : undefined);
  const text = (name: string) => String(form.state.values[name] ?? '');
  return { ...form, agreements, err, text, t, locale, labels: formLabels(t) };
}
