/**
 * Child process of persistence.test.ts: writes contact messages with many outbox rows each. Halfway
 * through the outbox rows of write number `stopAt` it announces `inside {stopAt}` and blocks, so the
 * parent's SIGKILL lands inside that open transaction whatever the machine's load.
 */
import { writeSync } from 'node:fs';
import { openDatabase } from '../database';

const [dataDir, outboxRows = '300', stopAt = '1'] = process.argv.slice(2);
const db = openDatabase(dataDir);

function blockForever(): never {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  throw new Error('unreachable');
}

for (let n = 1; ; n++) {
  db.messages.create({ siteId: 'demo', kind: 'contact', estateId: null, payload: { n, text: 'x'.repeat(500) } }, (id) => {
    const rows = Array.from({ length: Number(outboxRows) }, (_, i) => ({ kind: 'contact' as const, recipient: `r${i}@example.com`, subject: `${id} ${i}`, body: 'y'.repeat(200), links: [] }));
    if (n === Number(stopAt)) {
      const half = Math.floor(rows.length / 2);
      Object.defineProperty(rows, half, {
        get() {
          writeSync(1, `inside ${n}\n`);
          return blockForever();
        },
      });
    }
    return rows;
  });
}
