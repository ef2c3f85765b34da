/** What the contact-form block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { formCalls } from '../../core/api/form-calls';
import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof formCalls];

export const contactFormSchema = {
  estateId: {
    type: 'number',
    integer: true,
    min: 1,
    description: 'Id of the estate the question is about (sent with the message); default: none, a general question.',
  },
  headingLevel: headingLevelKey('Level of the form heading (1–4).'),
  showPhone: {
    type: 'boolean',
    default: true,
    description: 'Show the optional phone number field.',
  },
} as const satisfies ConfigSchema;

export type ContactFormConfig = BlockConfig<typeof contactFormSchema>;
