/**
 * How the demo host answers like a CDN would (README "Serving the bundle"): every text answer is
 * compressed when the browser asks for it (brotli preferred, then gzip), carries an ETag and answers
 * 304 to a matching If-None-Match. The cache policy is the caller's: see CACHE.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies gain nothing from compression (a compressed frame's overhead is ~20 bytes, and one TCP packet holds ~1.4 KB). */
export const COMPRESS_MIN_BYTES = 1024;

export const CACHE = {
  /** Files whose name carries a content hash: the name changes whenever a byte does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Stable names (the loader, block entry files, HTML): always asked again, usually answered 304. */
  revalidate: 'no-cache',
  /** Answers that are the same for every visitor and may be a few minutes old (site settings, translations). */
  shared: 'public, max-age=300, stale-while-revalidate=86400',
  /** Answers to writes and searches (POST): never stored. */
  none: 'no-store',
} as const;

export type Encoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: brotli over gzip when both are equally welcome; null for none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Text types (HTML, CSS, JavaScript, JSON, SVG, XML): worth compressing. */
export function isCompressible(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || /^application\/(?:.+\+)?(?:json|javascript|xml)$/.test(type) || type === 'image/svg+xml';
}

/** A weak ETag of the body: one value for every encoding of the same content. */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when If-None-Match names `etag` (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function compress(body: Buffer, encoding: Encoding, best = false): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Dynamic answers: quality 5 compresses ~4× faster than 11 for a few % more bytes.
          [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: best ? 9 : 6 });
}

/** Vary values already set (e.g. Origin by the CORS layer) plus `extra`, each once. */
function mergeVary(res: ServerResponse, ...extra: (string | undefined)[]): string {
  const names = [res.getHeader('vary'), ...extra]
    .flatMap((v) => String(v ?? '').split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const seen = new Map(names.map((n) => [n.toLowerCase(), n]));
  return [...seen.values()].join(', ');
}

export interface SendOptions {
  status?: number;
  headers: OutgoingHttpHeaders & { 'content-type': string; 'cache-control': string };
  body: Buffer | string;
  /** Precomputed values (static files compress once at the best quality and keep the result). */
  etag?: string;
  encoded?: (encoding: Encoding) => Buffer;
}

/**
 * Sends `body` for the request `res` answers: 304 when a GET/HEAD names the current ETag, the
 * negotiated encoding otherwise, no body for HEAD. Errors and other statuses get no ETag.
 */
export function sendBody(res: ServerResponse, { status = 200, headers, body, etag, encoded }: SendOptions): void {
  const req = res.req;
  const method = (req?.method ?? 'GET').toUpperCase();
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const compressible = isCompressible(headers['content-type']);
  const out: OutgoingHttpHeaders = { ...headers };
  if (compressible) out.vary = mergeVary(res, headers.vary as string | undefined, 'Accept-Encoding');
  const readable = method === 'GET' || method === 'HEAD';
  if (status === 200 && readable) {
    out.etag = etag ?? etagOf(raw);
    if (matchesIfNoneMatch(req?.headers['if-none-match'], out.etag as string)) {
      delete out['content-type'];
      delete out['content-length'];
      res.writeHead(304, out).end();
      return;
    }
  }
  let payload = raw;
  const encoding = compressible && raw.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(req?.headers['accept-encoding']) : null;
  if (encoding) {
    payload = encoded ? encoded(encoding) : compress(raw, encoding);
    out['content-encoding'] = encoding;
  }
  out['content-length'] = payload.length;
  res.writeHead(status, out);
  res.end(method === 'HEAD' ? undefined : payload);
}
