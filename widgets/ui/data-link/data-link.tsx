import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { safeUrl } from '../../../core/security/safe-url';

export interface DataLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A URL from data (API answer, feed); passes core's safeUrl rule or the children render as text. */
  href: unknown;
  children?: ReactNode;
}

/** A link whose address comes from data: a live link only for a safe URL, plain text otherwise. */
export function DataLink({ href, children, ...rest }: DataLinkProps) {
  const safe = safeUrl(href);
  if (safe === undefined) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={safe}>
      {children}
    </a>
  );
}
