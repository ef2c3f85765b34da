import { useEffect, useRef } from 'react';
import { useBlock } from '../runtime/block-context';
import { ConsentField, FormFeedback, HoneypotField, SubmitButton, TextArea, TextField } from '../ui/form';
import { LIMITS } from '../../core/validation';
import type { ContactFormConfig } from './schema';
import { useContactForm } from './use-contact-form';
import './contact-form.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message', 'agreements'] as const;

export function ContactForm({ config }: { config: ContactFormConfig }) {
  const { t, locale, api } = useBlock();
  const { state, formRef, onSubmit, idOf, setValue, controller, agreements } = useContactForm(api, locale, config.estateId);
  const doneRef = useRef<HTMLDivElement>(null);
  const Heading = `h${config.headingLevel}` as 'h2';
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`form.field.${f}`)]));
  const v = state.values;
  const error = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const text = (name: string) => String(v[name] ?? '');
  const optional = t('form.optional');

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
        <div className="eb-form__row">
          <TextField id={idOf('firstName')} name="firstName" label={labels.firstName} value={text('firstName')} onChange={setValue} error={error('firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
          <TextField id={idOf('lastName')} name="lastName" label={labels.lastName} value={text('lastName')} onChange={setValue} error={error('lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
        </div>
        <TextField id={idOf('email')} name="email" type="email" label={labels.email} value={text('email')} onChange={setValue} error={error('email')} autoComplete="email" maxLength={LIMITS.email} />
        {config.showPhone ? (
          <TextField id={idOf('phone')} name="phone" type="tel" label={labels.phone} help={t('form.field.phone.help')} value={text('phone')} onChange={setValue} error={error('phone')} required={false} optionalLabel={optional} autoComplete="tel" maxLength={LIMITS.phone} />
        ) : null}
        <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={error('message')} maxLength={LIMITS.message} />
        <ConsentField id={idOf('agreements')} agreements={agreements} checked={v.consent === true} onChange={(c) => setValue(c, 'consent')} label={t('form.consent.label')} newWindowLabel={t('form.consent.opens_new_window')} error={error('agreements')} />
        <HoneypotField id={idOf('website')} value={text('website')} onChange={(w) => setValue(w, 'website')} label={t('form.honeypot')} />
        <SubmitButton label={t('contact.submit')} busyLabel={t('form.busy')} busy={state.status === 'busy'} />
        <FormFeedback state={state} t={t} labels={labels} idOf={idOf} />
      </form>
    </section>
  );
}
