import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SanitizedHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders HTML from a feed after DOMPurify; renders nothing for empty input. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
