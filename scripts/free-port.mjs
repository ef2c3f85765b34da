import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (Node built-ins only: npm test uses it before installing). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
