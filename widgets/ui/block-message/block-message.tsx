import type { ReactNode } from 'react';

export interface BlockMessageProps {
  /** 'error' is announced as an alert; 'info' as a status. */
  tone: 'error' | 'info';
  children: ReactNode;
}

/** A short message standing in for a block's content (same markup the loader writes for a failed block). */
export function BlockMessage({ tone, children }: BlockMessageProps) {
  return (
    <p className={`eb-block-message eb-block-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
