/**
 * Spec §2 / §5: the appointment identifier is the last path segment of the current URL, query
 * string (and hash) dropped, taken without further checks. A trailing slash is ignored so that
 * `/en/cancel-appointment/abc/` still names `abc`.
 */
export function appointmentIdFromUrl(href: string): string {
  const path = href.replace(/[?#].*$/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
