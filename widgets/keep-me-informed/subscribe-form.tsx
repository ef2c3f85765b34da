import { useEffect, useRef, useState } from 'react';
import { LoadingSkeleton } from '../ui/states';
import type { SubscriptionCreatedResponse, SubscriptionRequest } from '../../core/api/types';
import type { FormValue, FormValues } from '../../core/forms';
import { buildRoute } from '../../core/routes/routes';
import { validateSubscription } from '../../core/validation/subscription';
import { useBlock } from '../runtime/block-context';
import { FormFooter, FormSuccess, useConsent, useFormSubmit } from '../ui/form';
import { CRITERIA_FIELDS, criteriaFromFilter, hasCriteria } from './criteria';
import { CriteriaFields } from './criteria-fields';
import { MatchCount } from './match-count';
import { navigate } from './navigate';
import { FIELD_LABEL_KEYS, PersonalFields } from './personal-fields';
import type { Calls, KeepMeInformedConfig } from './schema';
import { useCriteriaOptions } from './use-criteria-options';
import { useSearchPrefill } from './use-search-prefill';

const INITIAL: FormValues = { firstName: '', lastName: '', email: '', phone: '', consent: false, website: '', ...criteriaFromFilter({}) };

export function SubscribeForm({ config, titleId }: { config: KeepMeInformedConfig; titleId: string }) {
  const { t, translator, locale, api, settings, routes } = useBlock<Calls>();
  const consent = useConsent(api, locale);
  const { agreements } = consent;
  const options = useCriteriaOptions(api, translator);
  const { state, formRef, onSubmit, idOf, setValue, controller, sendAnother } = useFormSubmit<SubscriptionRequest, SubscriptionCreatedResponse>({
    lead: 'subscription',
    initialValues: INITIAL,
    validate: validateSubscription,
    send: (body) => api.subscribe(body),
    extra: (values) => ({ locale, ...consent.consented(values) }),
    context: consent.required,
  });
  const touched = useRef(false);
  const [prefilled, setPrefilled] = useState(false);
  useSearchPrefill(config.prefillFromSearch, config.scope, settings, api, (criteria) => {
    if (touched.current) return;
    for (const field of CRITERIA_FIELDS) controller.setValue(field, criteria[field]);
    setPrefilled(hasCriteria(criteria));
  });

  useEffect(
    function goToSuccessPage() {
      if (state.status === 'success' && config.redirect) navigate(config.successUrl || buildRoute({ name: 'keepMeInformedSuccess', locale }, routes));
    },
    [state.status, config.redirect, config.successUrl, locale, routes],
  );

  const change = (value: FormValue, name: string) => {
    if ((CRITERIA_FIELDS as readonly string[]).includes(name)) touched.current = true;
    setValue(value, name);
  };
  const error = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const labels = Object.fromEntries(Object.entries(FIELD_LABEL_KEYS).map(([f, k]) => [f, t(k)]));
  const done = state.status === 'success';

  // The whole form appears at once when its options are in: no field jumps as the types land.
  if (!options.loaded) return <LoadingSkeleton label={t('kmi.loading')} rows={6} />;
  if (done && !config.redirect) return <FormSuccess message={t('kmi.success.inline')} againLabel={t('kmi.again')} onAgain={sendAnother} />;
  return (
    <form ref={formRef} className="eb-form eb-kmi__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <p className="eb-kmi__intro">{t('kmi.intro')}</p>
      {prefilled ? <p className="eb-kmi__hint">{t('kmi.prefilled')}</p> : null}
      <CriteriaFields values={state.values} options={options} error={error} idOf={idOf} setValue={change} t={t} />
      <MatchCount api={api} values={state.values} t={t} />
      <PersonalFields values={state.values} error={error} idOf={idOf} setValue={change} t={t} withEmail />
      <FormFooter state={state} t={t} idOf={idOf} labels={labels} agreements={agreements} error={error} setValue={setValue} alwaysAskConsent hideSubmit={done}
        texts={{ consent: t('form.consent.label'), newWindow: t('form.consent.opens_new_window'), honeypot: t('form.honeypot'), submit: t('kmi.subscribe'), success: t('kmi.success.inline') }} />
    </form>
  );
}
