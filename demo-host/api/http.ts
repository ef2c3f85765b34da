import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE, sendBody } from '../delivery';
import { badRequest, HttpError } from './errors';

export const MAX_BODY_BYTES = 256 * 1024;

/** Reads and parses a JSON body; 400 for malformed JSON, 413 for an oversized body. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  return parseJson(await readText(req));
}

/** Reads a body as text; 413 for an oversized body. */
export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { error: 'payload-too-large', message: `body larger than ${MAX_BODY_BYTES} bytes` });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body read by readText; 400 when it is empty or malformed. */
export function parseJson(text: string): unknown {
  if (!text.trim()) throw badRequest('body', 'expected a JSON body, received nothing');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest('body', `malformed JSON (${(error as Error).message})`);
  }
}

/**
 * Cache policy of an API answer: `shared` for answers that are the same for every visitor (site
 * settings, translations); by default a GET is revalidated (ETag → 304) and anything else never stored.
 */
export interface JsonOptions {
  cache?: 'shared';
}

function jsonCacheControl(res: ServerResponse, status: number, options?: JsonOptions): string {
  const method = (res.req?.method ?? 'GET').toUpperCase();
  if (status !== 200 || (method !== 'GET' && method !== 'HEAD')) return CACHE.none;
  return options?.cache === 'shared' ? CACHE.shared : CACHE.revalidate;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, options?: JsonOptions): void {
  sendRawJson(res, status, JSON.stringify(body), options);
}

/** Sends an already serialized JSON text (search results are assembled from cached strings); compressed when asked for. */
export function sendRawJson(res: ServerResponse, status: number, json: string | Buffer, options?: JsonOptions): void {
  sendBody(res, { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': jsonCacheControl(res, status, options) }, body: json });
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { 'cache-control': CACHE.none });
  res.end();
}

export function sendText(res: ServerResponse, status: number, type: string, body: string, cacheSeconds = 0): void {
  sendBody(res, {
    status,
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': cacheSeconds ? `public, max-age=${cacheSeconds}` : CACHE.none,
      'x-content-type-options': 'nosniff',
      ...(type === 'text/html' ? { 'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self'" } : {}),
    },
    body,
  });
}
