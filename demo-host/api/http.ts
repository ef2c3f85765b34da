import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, HttpError } from './errors';

export const MAX_BODY_BYTES = 256 * 1024;

/** Reads and parses a JSON body; 400 for malformed JSON, 413 for an oversized body. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { error: 'payload-too-large', message: `body larger than ${MAX_BODY_BYTES} bytes` });
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) throw badRequest('body', 'expected a JSON body, received nothing');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest('body', `malformed JSON (${(error as Error).message})`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRawJson(res, status, JSON.stringify(body));
}

/** Sends an already serialized JSON text (search results are assembled from cached strings). */
export function sendRawJson(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), 'cache-control': 'no-store' });
  res.end(json);
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}

export function sendText(res: ServerResponse, status: number, type: string, body: string, cacheSeconds = 0): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-length': Buffer.byteLength(body),
    'cache-control': cacheSeconds ? `public, max-age=${cacheSeconds}` : 'no-store',
    'x-content-type-options': 'nosniff',
    ...(type === 'text/html' ? { 'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self'" } : {}),
  });
  res.end(body);
}
