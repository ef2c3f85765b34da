import type { Subscription, SubscriptionUpdate } from '../../core/api/types';
import { LoadingSkeleton } from '../ui/states';
import { buildRoute } from '../../core/routes/routes';
import { validateSubscriptionUpdate } from '../../core/validation/subscription';
import { useBlock } from '../runtime/block-context';
import type { Calls } from './schema';
import { FormFeedback, HoneypotField, SubmitButton, useFormSubmit } from '../ui/form';
import { criteriaFromSubscription } from './criteria';
import { CriteriaFields } from './criteria-fields';
import { MatchCount } from './match-count';
import { FIELD_LABEL_KEYS, PersonalFields } from './personal-fields';
import { useCriteriaOptions } from './use-criteria-options';

export interface EditFormProps {
  token: string;
  subscription: Subscription;
  titleId: string;
}

/** The edit page form (spec §2 /keep-me-informed/{token}): PUT /notifications/{token}. */
export function EditForm({ token, subscription, titleId }: EditFormProps) {
  const { t, translator, locale, api, routes } = useBlock<Calls>();
  const options = useCriteriaOptions(api, translator);
  const { state, formRef, onSubmit, idOf, setValue } = useFormSubmit<SubscriptionUpdate, Subscription | null>({
    initialValues: {
      firstName: subscription.firstName ?? '',
      lastName: subscription.lastName ?? '',
      phone: subscription.phone ?? '',
      website: '',
      ...criteriaFromSubscription(subscription.criteria),
    },
    validate: validateSubscriptionUpdate,
    send: (body) => api.updateSubscription(token, body),
    extra: () => ({ locale }),
  });
  const error = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const labels = Object.fromEntries(Object.entries(FIELD_LABEL_KEYS).map(([f, k]) => [f, t(k)]));
  // The whole form appears at once when its options are in: no field jumps as the types land.
  if (!options.loaded) return <LoadingSkeleton label={t('kmi.loading')} rows={6} />;
  return (
    <form ref={formRef} className="eb-form eb-kmi__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <p className="eb-kmi__intro">{t('kmi.edit.intro', { email: subscription.email })}</p>
      <CriteriaFields values={state.values} options={options} error={error} idOf={idOf} setValue={setValue} t={t} />
      <MatchCount api={api} values={state.values} t={t} />
      <PersonalFields values={state.values} error={error} idOf={idOf} setValue={setValue} t={t} withEmail={false} />
      <HoneypotField id={idOf('website')} value={String(state.values.website)} onChange={(w) => setValue(w, 'website')} label={t('form.honeypot')} />
      <div className="eb-kmi__actions">
        <SubmitButton label={t('kmi.edit.save')} busyLabel={t('form.busy')} busy={state.status === 'busy'} />
        <a className="eb-kmi__link" href={buildRoute({ name: 'keepMeInformedUnsubscribe', locale, token }, routes)}>
          {t('kmi.edit.unsubscribe_link')}
        </a>
      </div>
      <FormFeedback state={state} t={t} labels={labels} idOf={idOf} successMessage={t('kmi.edit.saved')} />
    </form>
  );
}
