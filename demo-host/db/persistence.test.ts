import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, createSiteApi } from '../../core/api';
import { generateDataset } from '../data/dataset';
import { SAMPLE_IDS } from '../data/samples';
import { serveApi } from '../api/testing/serve';
import { DEFAULT_SEED, openDatabase } from './database';

// Real HTTP round trips on a shared 2-core machine: allow for a slow moment.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
const data = generateDataset({ size: 600, now: NOW });
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eb-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const spam = { website: '', startedAt: NOW - 10_000 };
const visitor = { firstName: 'Tom', lastName: 'Claes', email: 'tom@example.com', phone: '+32 470 12 34 56' };
const agreements = ['privacy-statement'];

describe('storage: a restart keeps every write', () => {
  it('appointments (booked, cancelled), reservations, subscriptions (updated, removed), messages and the outbox survive a restart', async () => {
    const dataDir = tempDir();
    const first = await serveApi({ dataset: data, now: () => NOW, dataDir });
    const api = createSiteApi(createApiClient({ baseUrl: first.baseUrl, siteId: 'demo', logger: { error() {} } }));
    const estateId = [...data.agendaEstateIds][0];
    const slots = await api.getAgendaSlots(estateId);
    const kept = await api.bookAppointment({ ...spam, estateId, slotStart: slots[0].start, visitor, locale: 'en', agreements });
    const cancelled = await api.bookAppointment({ ...spam, estateId, slotStart: slots[1].start, visitor, locale: 'en', agreements });
    await api.cancelAppointment(cancelled.id);
    const unit = data.rentals[0];
    const reservation = await api.requestReservation({ ...spam, ...visitor, rentalUnitId: unit.unit.id, arrival: unit.periods[0].start, departure: unit.periods[0].end, adults: 2, locale: 'en', agreements });
    const criteria = { transactions: [1], headTypes: [2], cities: [], priceMax: 250000 };
    const { token } = await api.subscribe({ ...spam, ...visitor, locale: 'fr', criteria, agreements });
    await api.updateSubscription(token, { ...spam, firstName: 'Tomas', lastName: 'Claes', locale: 'fr', criteria: { ...criteria, bedroomsMin: 2 } });
    const { token: gone } = await api.subscribe({ ...spam, ...visitor, email: 'gone@example.com', locale: 'nl', criteria, agreements });
    await api.unsubscribe(gone);
    const contact = await api.sendContact({ ...spam, ...visitor, message: 'Hello', locale: 'en', agreements });
    const friend = await api.sendToFriend({ ...spam, estateId: SAMPLE_IDS.project, senderName: 'An', senderEmail: 'an@example.com', friendEmail: 'f@example.com', locale: 'nl' });
    const outboxBefore = await (await fetch(`${first.baseUrl}/outbox`)).json();
    await first.close();

    const second = await serveApi({ dataset: data, now: () => NOW, dataDir });
    try {
      const again = createSiteApi(createApiClient({ baseUrl: second.baseUrl, siteId: 'demo', logger: { error() {} } }));
      expect(await again.getAppointment(kept.id)).toMatchObject({ appointmentStart: slots[0].start, visitor });
      await expect(again.getAppointment(cancelled.id)).rejects.toMatchObject({ status: 404 });
      const free = (await again.getAgendaSlots(estateId)).map((s) => s.start);
      expect(free).not.toContain(slots[0].start);
      expect(free).toContain(slots[1].start);
      expect(second.handler.context.db.reservations.get(reservation.id)).toMatchObject({ rentalUnitId: String(unit.unit.id), people: 2 });
      expect(await again.getSubscription(token)).toMatchObject({ firstName: 'Tomas', criteria: { ...criteria, bedroomsMin: 2 } });
      await expect(again.getSubscription(gone)).rejects.toMatchObject({ status: 404 });
      expect(second.handler.context.db.messages.get(contact.id)?.kind).toBe('contact');
      expect(second.handler.context.db.messages.get(friend.id)?.kind).toBe('send-to-a-friend');
      expect(await (await fetch(`${second.baseUrl}/outbox`)).json()).toEqual(outboxBefore);
    } finally {
      await second.close();
    }
  });

  it('a first start without a size (no env variable) stores the default, and a restart serves the same data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-seed-default-'));
    try {
      const a = openDatabase(dir, { seed: undefined, size: undefined });
      expect(a.seedInfo).toEqual(DEFAULT_SEED);
      a.close();
      const b = openDatabase(dir);
      expect(b.seedInfo).toEqual(DEFAULT_SEED);
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a database written with a size of "undefined" (older versions) is read as the default size, not as no estates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-seed-broken-'));
    try {
      const a = openDatabase(dir, { seed: 7, size: 300 });
      a.sqlite.prepare("UPDATE meta SET value = 'undefined' WHERE key = 'size'").run();
      a.close();
      const b = openDatabase(dir);
      expect(b.seedInfo).toEqual({ seed: 7, size: DEFAULT_SEED.size });
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the dataset seed and size are stored on first start and reused', () => {
    const dir = tempDir();
    const a = openDatabase(dir, { seed: 7, size: 300 });
    a.close();
    const b = openDatabase(dir, { seed: 99, size: 5000 });
    expect(b.seedInfo).toEqual({ seed: 7, size: 300 });
    expect(b.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    b.close();
  });
});

function countMessages(dataDir: string): number {
  const db = openDatabase(dataDir);
  try {
    return (db.sqlite.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('storage: a process killed during a write leaves no partial record', () => {
  const root = join(__dirname, '../..');
  const bundle = join(root, 'node_modules/.cache/estate-blocks', `kill-writer-${process.pid}.mjs`);

  it('SIGKILL in the middle of transactional writes: every message has all its outbox rows, none has some', async () => {
    mkdirSync(join(root, 'node_modules/.cache/estate-blocks'), { recursive: true });
    await esbuild.build({ entryPoints: [join(__dirname, 'testing/kill-writer.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
    const dataDir = tempDir();
    const ROWS = 300;
    for (let round = 0; round < 3; round++) {
      const before = countMessages(dataDir);
      const stopAt = 3 + round * 4;
      const child = spawn(process.execPath, [bundle, dataDir, String(ROWS), String(stopAt)], { stdio: ['ignore', 'pipe', 'inherit'] });
      // The writer blocks halfway through the outbox rows of write `stopAt` and says so: the kill lands inside that transaction.
      await new Promise<void>((resolve, reject) => {
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          if (buffer.includes(`inside ${stopAt}\n`)) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited early (${code})`))));
      });
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

      const db = openDatabase(dataDir);
      try {
        expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const messages = db.sqlite.prepare('SELECT id FROM messages').all() as { id: string }[];
        const perMessage = db.sqlite.prepare('SELECT related_id AS id, COUNT(*) AS n FROM outbox GROUP BY related_id').all() as { id: string; n: number }[];
        // The writes before it committed whole; the interrupted one left nothing.
        expect(messages.length).toBe(before + stopAt - 1);
        expect(perMessage.map((r) => r.id).sort()).toEqual(messages.map((m) => m.id).sort());
        expect(perMessage.every((r) => r.n === ROWS)).toBe(true);
      } finally {
        db.close();
      }
    }
    rmSync(bundle, { force: true });
  }, 60_000);
});
