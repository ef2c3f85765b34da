import { FormFooter } from '../../ui/form';
import type { useDetailForm } from './use-detail-form';

export interface DetailFormFooterProps {
  form: ReturnType<typeof useDetailForm>;
  submit: string;
  success: string;
}

/** The shared form footer with the detail block's own consent and honeypot texts. */
export function DetailFormFooter({ form, submit, success }: DetailFormFooterProps) {
  const { t } = form;
  return (
    <FormFooter state={form.state} t={t} idOf={form.idOf} labels={form.labels} agreements={form.agreements} error={form.err} setValue={form.setValue}
      texts={{ consent: t('detail.form.consent'), newWindow: t('detail.form.new_window'), honeypot: t('detail.form.honeypot'), submit, success }} />
  );
}
