import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dataset } from '../../data/dataset';
import { openDatabase } from '../../db/database';
import { createHttpServer } from '../../http-server';
import { createApiHandler, type ApiHandler } from '../index';
import type { LeadLimitOptions } from '../lead-limits';

export interface ServedApi {
  /** http://127.0.0.1:{port}/api */
  baseUrl: string;
  handler: ApiHandler;
  dataDir: string;
  server: Server;
  close(): Promise<void>;
}

/** Lead limits off: a test posts many forms from 127.0.0.1 (lead-limits.test.ts checks them). */
const NO_LEAD_LIMITS: LeadLimitOptions = { perIp: 0, perSite: 0, windowS: 60 };

/** The reference service on a real node:http server on 127.0.0.1 with a temporary data folder. */
export async function serveApi(options: { dataset?: Dataset; now?: () => number; dataDir?: string; keepDir?: boolean; leadLimits?: LeadLimitOptions } = {}): Promise<ServedApi> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'eb-api-'));
  const handler = createApiHandler({ db: openDatabase(dataDir), dataset: options.dataset, now: options.now, leadLimits: options.leadLimits ?? NO_LEAD_LIMITS });
  const server = createHttpServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    handler,
    dataDir,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      handler.close();
      if (!options.keepDir && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
