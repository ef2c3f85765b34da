import type { IncomingMessage, ServerResponse } from 'node:http';
import * as reference from 'virtual:reference-api';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * The reference site content service (demo-host/api, `createApiHandler`) mounted at /api.
 * esbuild.config.mjs resolves 'virtual:reference-api' to demo-host/api/index.ts when it exists.
 */
export async function mountReferenceApi(options: { dataDir: string; root: string }): Promise<RequestHandler> {
  if (typeof reference.createApiHandler === 'function') return await reference.createApiHandler(options);
  return (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'unavailable', message: 'The reference service (demo-host/api) is not built in.' }));
  };
}
