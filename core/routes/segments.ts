const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws (lone surrogates become U+FFFD); '.' and '..' are escaped so URL normalisation keeps them. */
export function encodeSegment(value: string | number): string {
  const encoded = encodeURIComponent(String(value).replace(LONE_SURROGATE, '\uFFFD'));
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%2E') : encoded;
}

/** decodeURIComponent, or null when the segment is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export interface SplitUrl {
  /** Path segments, still encoded, empty ones dropped ('/en//offer/' → ['en', 'offer']). */
  segments: string[];
  /** '?…' or ''. */
  search: string;
  /** '#…' or ''. */
  hash: string;
}

/** Splits a pathname or a full URL into path segments, query string and hash. */
export function splitUrl(input: string): SplitUrl {
  let rest = input.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hashAt = rest.indexOf('#');
  const hash = hashAt >= 0 ? rest.slice(hashAt) : '';
  if (hashAt >= 0) rest = rest.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  if (searchAt >= 0) rest = rest.slice(0, searchAt);
  return { segments: rest.split('/').filter((s) => s !== ''), search, hash };
}
