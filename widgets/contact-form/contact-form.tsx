import { useEffect, useRef } from 'react';
import { useBlock } from '../runtime/block-context';
import { ContactFields, FormFooter } from '../ui/form';
import type { Calls, ContactFormConfig } from './schema';
import { useContactForm } from './use-contact-form';
import './contact-form.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message', 'agreements'] as const;

export function ContactForm({ config }: { config: ContactFormConfig }) {
  const { t, locale, api } = useBlock<Calls>();
  const { state, formRef, onSubmit, idOf, setValue, controller, agreements } = useContactForm(api, locale, config.estateId);
  const doneRef = useRef<HTMLDivElement>(null);
  const Heading = `h${config.headingLevel}` as 'h2';
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`form.field.${f}`)]));
  const error = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const text = (name: string) => String(state.values[name] ?? '');

  useEffect(
    function focusSuccess() {
      if (state.status === 'success') doneRef.current?.focus();
    },
    [state.status],
  );

  if (state.status === 'success') {
    return (
      <section className="eb-contact-form" aria-labelledby={idOf('title')}>
        <Heading className="eb-contact-form__title" id={idOf('title')}>{t('contact.title')}</Heading>
        <div className="eb-contact-form__done" ref={doneRef} tabIndex={-1} role="status">
          <p>{t('contact.success')}</p>
        </div>
        <button type="button" className="eb-contact-form__again" onClick={() => controller.reset()}>
          {t('contact.again')}
        </button>
      </section>
    );
  }

  return (
    <section className="eb-contact-form" aria-labelledby={idOf('title')}>
      <Heading className="eb-contact-form__title" id={idOf('title')}>{t('contact.title')}</Heading>
      <p className="eb-contact-form__intro">{t('contact.intro')}</p>
      {config.estateId ? <p className="eb-contact-form__estate">{t('contact.about_estate', { id: config.estateId })}</p> : null}
      <form ref={formRef} className="eb-form" onSubmit={onSubmit} noValidate aria-labelledby={idOf('title')}>
        <ContactFields idOf={idOf} text={text} error={error} setValue={setValue} labels={labels} optionalLabel={t('form.optional')}
          showPhone={config.showPhone} phoneHelp={t('form.field.phone.help')} pairNames />
        <FormFooter state={state} t={t} idOf={idOf} labels={labels} agreements={agreements} error={error} setValue={setValue} alwaysAskConsent
          texts={{ consent: t('form.consent.label'), newWindow: t('form.consent.opens_new_window'), honeypot: t('form.honeypot'), submit: t('contact.submit') }} />
      </form>
    </section>
  );
}
