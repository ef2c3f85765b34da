export interface LoadingSkeletonProps {
  /** Accessible text announced while loading, e.g. t('listing.loading'). */
  label: string;
  /** Number of placeholder lines; they reserve the height of the content to come (default 5). */
  rows?: number;
  /** 'rows' for tables and lists, 'cards' for galleries (default 'rows'). */
  variant?: 'rows' | 'cards';
}

export function LoadingSkeleton({ label, rows = 5, variant = 'rows' }: LoadingSkeletonProps) {
  const items = Array.from({ length: rows }, (_, i) => i);
  return (
    <div className={`eb-states__skeleton eb-states__skeleton--${variant}`} role="status" aria-busy="true">
      <span className="eb-visually-hidden">{label}</span>
      {items.map((i) => (
        <div key={i} className={`eb-states__skeleton-item eb-states__skeleton-item--${variant}`} aria-hidden="true" />
      ))}
    </div>
  );
}
