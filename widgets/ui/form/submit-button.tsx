export interface SubmitButtonProps {
  label: string;
  /** e.g. t('form.busy'): shown while the request runs. */
  busyLabel: string;
  busy: boolean;
}

// aria-disabled keeps focus on the button while busy; the form controller ignores a second submit.
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <button className="eb-form__submit" type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
