import type { FormValues } from '../../../core/forms';
import type { ValidationContext, ValidationResult } from '../../../core/validation';
import { useBlock } from '../../runtime/block-context';
import { useConsent, useFormSubmit } from '../../ui/form';
import { useDetailApi } from '../detail-api';
import { formLabels } from './form-texts';

export interface DetailFormOptions<T, R> {
  estateId: number;
  initialValues: FormValues;
  validate: (input: unknown, context?: ValidationContext) => ValidationResult<T>;
  send: (value: T) => Promise<R>;
  lead: 'contact' | 'viewing' | 'friend';
}

/** A detail form bound to core/forms: locale, estate id, consent and the honeypot added to every submit. */
export function useDetailForm<T, R>(options: DetailFormOptions<T, R>) {
  const { t, locale } = useBlock();
  const api = useDetailApi();
  const consent = useConsent(api, locale);
  const form = useFormSubmit<T, R>({
    initialValues: { ...options.initialValues, consent: false, website: '' },
    validate: options.validate,
    send: options.send,
    extra: (values) => ({ locale, estateId: options.estateId, ...consent.consented(values) }),
    context: consent.required,
    lead: options.lead,
  });
  const err = (name: string) => (form.state.fields[name] ? t(form.state.fields[name]) : undefined);
  const text = (name: string) => String(form.state.values[name] ?? '');
  return { ...form, agreements: consent.agreements, err, text, t, locale, labels: formLabels(t) };
}
