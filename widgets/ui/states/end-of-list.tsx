export interface EndOfListProps {
  /** e.g. t('listing.end', { count }). */
  message: string;
}

export function EndOfList({ message }: EndOfListProps) {
  return <p className="eb-states__end">{message}</p>;
}
