import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { useFeedImageOrigins } from './feed-image-origins';

export interface SanitizedHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** Origins feed images may load from besides the page's own; default: those of FeedImageOriginsFromSite. */
  imageOrigins?: readonly string[];
}

/** Renders HTML from a feed after DOMPurify; renders nothing for empty input. */
export function SanitizedHtml({ html, className, imageOrigins: given }: SanitizedHtmlProps) {
  const fromSite = useFeedImageOrigins();
  const imageOrigins = given ?? fromSite;
  const key = imageOrigins.join(' ');
  // `key` is the text of `imageOrigins`: a new list with the same origins sanitizes nothing again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins }), [html, key]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
