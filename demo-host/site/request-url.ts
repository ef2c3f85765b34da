/**
 * The URL of a request, or null when it cannot be one: a target the URL parser refuses, or a path
 * whose percent-encoding does not decode (`/dist/%`, `/dist/%E0%A4%A`, `%c0%ae` overlong UTF-8).
 * Such a request is the client's mistake (400), never a server fault (500).
 */
export function requestUrl(target: string | undefined, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(target ?? '/', origin);
  } catch {
    return null;
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return url;
}
