export interface ErrorStateProps {
  /** What went wrong, in the visitor's language, e.g. t('listing.error'). */
  message: string;
  /** Label of the retry button, e.g. t('listing.retry'). */
  retryLabel: string;
  onRetry: () => void;
  /** Disables the button while a retry runs (default false). */
  busy?: boolean;
}

export function ErrorState({ message, retryLabel, onRetry, busy = false }: ErrorStateProps) {
  return (
    <div className="eb-states__error" role="alert">
      <p className="eb-states__message">{message}</p>
      <button type="button" className="eb-states__button" onClick={onRetry} disabled={busy}>
        {retryLabel}
      </button>
    </div>
  );
}
