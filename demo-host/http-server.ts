import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * A node:http server that keeps idle connections longer than its clients do. Browsers and undici
 * reuse an idle connection for seconds after the last answer; with Node's 5 s default the server may
 * close a socket just as a client sends its next request on it, which the client sees as ECONNRESET
 * ("terminated" in fetch) — rare on an idle machine, frequent on a loaded one, and never retried for
 * a POST.
 */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
