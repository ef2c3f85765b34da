import type { Agreement } from '../../../core/model';
import type { FormState, FormValue } from '../../../core/forms';
import { ConsentField } from './consent-field';
import { FormFeedback } from './form-feedback';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';

export interface FormFooterTexts {
  consent: string;
  newWindow: string;
  honeypot: string;
  submit: string;
  /** Announced on success; default t('form.success'). */
  success?: string;
}

export interface FormFooterProps {
  state: FormState<unknown>;
  t: (key: string) => string;
  idOf: (name: string) => string;
  /** Field name → visible label, for the error summary. */
  labels: Record<string, string>;
  agreements: Agreement[];
  error: (name: string) => string | undefined;
  setValue: (value: FormValue, name: string) => void;
  texts: FormFooterTexts;
  /** Show the consent box even when the site lists no agreements; default false. */
  alwaysAskConsent?: boolean;
  /** Default false. */
  hideSubmit?: boolean;
}

/** The end of every visitor form: consent to the site's agreements, honeypot, submit, busy / success / error feedback. */
export function FormFooter({ state, t, idOf, labels, agreements, error, setValue, texts, alwaysAskConsent = false, hideSubmit = false }: FormFooterProps) {
  return (
    <>
      {alwaysAskConsent || agreements.length > 0 ? (
        <ConsentField id={idOf('agreements')} agreements={agreements} checked={state.values.consent === true} onChange={(checked) => setValue(checked, 'consent')}
          label={texts.consent} newWindowLabel={texts.newWindow} error={error('agreements')} />
      ) : null}
      <HoneypotField id={idOf('website')} value={String(state.values.website ?? '')} onChange={(v) => setValue(v, 'website')} label={texts.honeypot} />
      {hideSubmit ? null : <SubmitButton label={texts.submit} busyLabel={t('form.busy')} busy={state.status === 'busy'} />}
      <FormFeedback state={state} t={t} labels={labels} idOf={idOf} successMessage={texts.success} />
    </>
  );
}
