/**
 * Child process of persistence.test.ts: writes contact messages with many outbox rows each, in a loop,
 * until the parent kills it with SIGKILL. Announces each write (synchronously) just before it starts.
 */
import { writeSync } from 'node:fs';
import { openDatabase } from '../database';

const [dataDir, outboxRows = '300'] = process.argv.slice(2);
const db = openDatabase(dataDir);
let committed = 0;
for (;;) {
  writeSync(1, `begin ${committed + 1}\n`);
  db.messages.create({ siteId: 'demo', kind: 'contact', estateId: null, payload: { n: committed, text: 'x'.repeat(500) } }, (id) =>
    Array.from({ length: Number(outboxRows) }, (_, i) => ({ kind: 'contact' as const, recipient: `r${i}@example.com`, subject: `${id} ${i}`, body: 'y'.repeat(200), links: [] })),
  );
  committed++;
}
