import type { FormState } from '../../../core/forms';
import { ErrorSummary } from './error-summary';
import { FormStatus } from './form-status';

export interface FormFeedbackProps {
  state: Pick<FormState, 'status' | 'failure' | 'fields' | 'retryAfter'>;
  /** Translate function of the block (form.* keys from core/i18n/messages/forms.*.ts). */
  t: (key: string, options?: { count: number }) => string;
  /** Field name → its visible label, for the error summary. */
  labels: Record<string, string>;
  idOf: (name: string) => string;
  /** Announced on success; default t('form.success'). */
  successMessage?: string;
}

/** Busy / success live region and, after a failure, an error summary (fields) or the retry text. */
export function FormFeedback({ state, t, labels, idOf, successMessage }: FormFeedbackProps) {
  const status =
    state.status === 'busy' ? t('form.busy') : state.status === 'success' ? (successMessage ?? t('form.success')) : '';
  const items = Object.entries(state.fields).map(([name, key]) => ({
    id: idOf(name),
    text: labels[name] ? `${labels[name]}: ${t(key)}` : t(key),
  }));
  const title =
    state.failure === 'validation' ? t('form.error.summary')
      : state.failure === 'spam' ? t('form.error.spam_retry')
        : state.failure === 'rate' ? t('form.error.rate_limited', { count: state.retryAfter ?? 60 })
          : t('form.error.request');
  return (
    <>
      <FormStatus message={status} tone={state.status === 'success' ? 'success' : 'info'} />
      {state.status === 'error' ? <ErrorSummary title={title} items={items} /> : null}
    </>
  );
}
