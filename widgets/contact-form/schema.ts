import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';

export interface ContactFormConfig {
  estateId?: number;
  headingLevel: number;
  showPhone: boolean;
  locale?: string;
  scope: string;
}

export const contactFormSchema: ConfigSchema = {
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
};
