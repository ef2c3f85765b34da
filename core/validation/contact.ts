import { LIMITS, type FormLocale, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** Fields every form carries: consent to the site's agreements, locale and spam protection. */
export interface FormEnvelope {
  consent: true;
  /** Ids of the agreements listed beside the consent box. */
  agreements: string[];
  locale: FormLocale;
  /** Epoch ms when the form appeared. */
  startedAt: number;
}

/** POST /sites/{siteId}/contact body after validation. */
export interface ContactValue extends FormEnvelope {
  name: string;
  email: string;
  phone?: string;
  message: string;
  estateId?: string;
}

export function validateContact(input: unknown, context?: ValidationContext): ValidationResult<ContactValue> {
  const r = createFieldReader(input, context);
  return finish<ContactValue>(r, {
    name: r.text('name', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', false),
    message: r.text('message', { required: true, max: LIMITS.message }),
    estateId: r.id('estateId', false),
    ...r.consent(),
    locale: r.locale(),
    ...r.spam(),
  });
}
