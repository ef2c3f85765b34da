import { formCalls } from '../../core/api/form-calls';
import { defineBlock } from '../runtime/define-block';
import { ContactForm } from './contact-form';
import { contactFormSchema, type Calls } from './schema';

export default defineBlock({
  calls: [formCalls] satisfies Calls,
  name: 'contact-form',
  schema: contactFormSchema,
  Component: ContactForm,
  description: "General contact form with the site's agreements; the message is stored by the site content service (POST /contact).",
  example: {},
});
