import { connect } from 'node:net';
import { startDemoHost, type DemoHost } from '../../scripts/demo-host-process.mjs';
import { expect, test } from './fixtures';

/**
 * The reference service as a builder would deploy it: NODE_ENV=production (even with EB_DEMO=1), or
 * started without the demo flag. Every demo-only route answers 404 with nothing of what it would
 * show; the product's own routes still answer.
 */
const DEMO_ONLY: [method: string, path: string][] = [
  ['GET', '/api/outbox'],
  ['GET', '/api/outbox?to=sam.peeters@example.be'],
  ['GET', '/outbox'],
  ['GET', '/outbox/'],
  ['GET', '/api/__test/faults'],
  ['POST', '/api/__test/faults'],
  ['POST', '/api/__test/reset-faults'],
  ['POST', '/api/__test/error'],
  ['GET', '/test-pages/empty.html'],
  ['GET', '/test-pages/basic.html'],
  ['GET', '/test-dist/estate-blocks.js'],
  ['GET', '/api/virtual-visit/1'],
  ['GET', '/api/public-sale/1'],
  ['GET', '/api/sites/demo/live-agenda/reservation/catalogue-sample-appointment'],
];

const PRODUCT: [method: string, path: string][] = [
  ['GET', '/nl'],
  ['GET', '/fr/offre'],
  ['GET', '/en/favorites'],
  ['GET', '/blocks'],
  ['GET', '/dist/estate-blocks.js'],
  ['GET', '/api/sites/demo'],
  ['GET', '/api/translations/de'],
  ['POST', '/api/sites/demo/estates'],
];

// Each test starts a demo host of its own (a dataset is generated on first start): minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

const DEPLOYMENTS: [name: string, env: NodeJS.ProcessEnv][] = [
  ['NODE_ENV=production, even with EB_DEMO=1', { NODE_ENV: 'production', EB_DEMO: '1' }],
  ['no demo flag', { EB_DEMO: '' }],
];

for (const [name, env] of DEPLOYMENTS) {
  test.describe(`deployed with ${name}`, () => {
    let host: DemoHost;
    test.beforeAll(async () => {
      host = await startDemoHost({ readyPath: '/nl', env });
    });
    test.afterAll(async () => {
      await host?.stop();
    });

    test('demo-only routes answer 404 and tell nothing; the product routes answer', async ({ request }) => {
      for (const [method, path] of DEMO_ONLY) {
        const res = await request.fetch(host.baseURL + path, { method, headers: { 'content-type': 'application/json', origin: host.baseURL }, data: method === 'POST' ? '{}' : undefined });
        expect(res.status(), `${method} ${path}`).toBe(404);
        expect(await res.text(), `${method} ${path}`).not.toMatch(/@example\.|"to":|"kind":|Peeters|deliberate/);
      }
      for (const [method, path] of PRODUCT) {
        const res = await request.fetch(host.baseURL + path, { method, headers: { 'content-type': 'application/json' }, data: method === 'POST' ? '{}' : undefined });
        expect(res.status(), `${method} ${path}`).toBe(200);
      }
      const home = await (await request.get(`${host.baseURL}/nl`)).text();
      expect(home).not.toContain('href="/outbox"');
    });
  });
}

/** Odd requests, sent as raw HTTP so no client tidies them first. */
const ODD_REQUESTS = [
  'GET /api/% HTTP/1.1',
  'GET /%E0%A4%A HTTP/1.1',
  'GET /api//sites HTTP/1.1',
  'GET /dist/..%2f..%2fpackage.json HTTP/1.1',
  'GET /site-assets/%00 HTTP/1.1',
  'GET http://evil.example/api/sites/demo HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET nl HTTP/1.1',
  'OPTIONS /api/%ZZ HTTP/1.1',
  'GET /api/sites/demo/estates/v2/99999999999999999999 HTTP/1.1',
  'FOO /api/sites/demo HTTP/1.1',
  'PROPFIND /nl HTTP/1.1',
  'TRACE /api/sites/demo HTTP/1.1',
  'SEARCH /api/sites/demo/estates HTTP/1.1',
  'DELETE /api/sites/demo/estates HTTP/1.1',
  'PATCH /nl/ajax/contact HTTP/1.1',
  'POST /api/sites/demo/contact HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\n{bad',
  'POST /api/sites/demo/contact HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 3',
];

// A stack frame, a file path of the server, or the name of a library or runtime behind it.
const INTERNALS = /\bat [\w.<>]+ \(|\bat (?:file|node):|\/work\/|\/home\/|node_modules|\.(?:ts|mjs|js):\d+|better-sqlite3|SqliteError|TypeError|RangeError|ReferenceError|node:internal/;

function rawRequest(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.write(head.includes('\r\n\r\n') ? head.replace('\r\n', '\r\nHost: x\r\nConnection: close\r\n') : `${head}\r\nHost: x\r\nConnection: close\r\n\r\n`);
  });
}

test('odd paths and methods are answered without a stack, a server path or a library name', async ({ baseURL }) => {
  const production = await startDemoHost({ readyPath: '/nl', env: { NODE_ENV: 'production' } });
  try {
    for (const base of [baseURL!, production.baseURL]) {
      for (const head of ODD_REQUESTS) {
        const answer = await rawRequest(base, head);
        expect(answer, head).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
        expect(answer, head).not.toMatch(INTERNALS);
      }
    }
  } finally {
    await production.stop();
  }
});
