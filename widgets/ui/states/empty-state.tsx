export interface EmptyStateProps {
  /** The message, e.g. t('estate.no.results'). */
  message: string;
  /** Optional action such as "clear all filters". */
  actionLabel?: string;
  onAction?: () => void;
}

export function EmptyState({ message, actionLabel, onAction }: EmptyStateProps) {
  return (
    <div className="eb-states__empty" role="status">
      <p className="eb-states__message">{message}</p>
      {actionLabel && onAction ? (
        <button type="button" className="eb-states__button" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </div>
  );
}
