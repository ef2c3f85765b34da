import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDataset } from '../data/dataset';
import { answerKey, createAnswerCache } from './answer-cache';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('answer cache (answer-cache.ts)', () => {
  it('keeps at most maxEntries answers, dropping the least recently used first', () => {
    const cache = createAnswerCache(2, 1000);
    cache.set('a', Buffer.from('1'));
    cache.set('b', Buffer.from('2'));
    expect(cache.get('a')?.toString()).toBe('1');
    cache.set('c', Buffer.from('3'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe('1');
    expect(cache.get('c')?.toString()).toBe('3');
  });

  it('keeps at most maxSize (key characters + answer bytes) and never keeps an answer larger than a sixteenth of it', () => {
    const cache = createAnswerCache(100, 160);
    cache.set('x', Buffer.from('y'.repeat(20)));
    expect(cache.get('x')).toBeUndefined();
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, Buffer.from('v'.repeat(7)));
    expect(cache.size).toBeLessThanOrEqual(16);
    expect(cache.get('k19')?.toString()).toBe('vvvvvvv');
    expect(cache.get('k0')).toBeUndefined();
  });

  it('keys on everything the answer depends on', () => {
    const keys = new Set([
      answerKey('estates', 'demo', 'nl', '', '{}'),
      answerKey('estates', 'demo', 'fr', '', '{}'),
      answerKey('estates', 'demo', 'nl', 'list', '{}'),
      answerKey('estate-filters', 'demo', 'nl', '', '{}'),
      answerKey('estates', 'demo', 'nl', '', '{ }'),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('answer cache in the service', () => {
  const NOW = Date.UTC(2026, 10, 22, 9);
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApi({ dataset: generateDataset({ size: 300, now: NOW }), now: () => NOW });
  });
  afterAll(() => api.close());
  const post = async (path: string, body: string, locale = 'nl') => {
    const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': locale }, body });
    return { status: res.status, text: await res.text() };
  };

  it('a repeated search or filter call gets the same answer; another language gets its own', async () => {
    const body = JSON.stringify({ query: { terms: { 'general.headType.id': [1] } }, sort: [], pagination: { from: 0, size: 5 } });
    for (const path of ['/sites/demo/estates', '/sites/demo/estate-filters']) {
      const first = await post(path, body);
      expect(first.status).toBe(200);
      expect((await post(path, body)).text).toBe(first.text);
      const french = await post(path, body, 'fr');
      expect(french.status).toBe(200);
      expect(french.text).not.toBe(first.text);
      expect((await post(path, body)).text).toBe(first.text);
    }
  });

  it('a bad body is refused every time, not cached', async () => {
    const body = JSON.stringify({ query: { terms: { nope: [1] } } });
    expect((await post('/sites/demo/estates', body)).status).toBe(400);
    expect((await post('/sites/demo/estates', body)).status).toBe(400);
    expect((await post('/sites/demo/estates', '{')).status).toBe(400);
  });
});

describe('ESTATE_ANSWER_CACHE=off (bench:api cold rows)', () => {
  const NOW = Date.UTC(2026, 10, 22, 9);
  const dataset = generateDataset({ size: 200, now: NOW });
  const searchesFor = async (env: string | undefined) => {
    if (env === undefined) delete process.env.ESTATE_ANSWER_CACHE;
    else process.env.ESTATE_ANSWER_CACHE = env;
    const api = await serveApi({ dataset, now: () => NOW });
    delete process.env.ESTATE_ANSWER_CACHE;
    const run = vi.spyOn(api.handler.context.search, 'run');
    const body = JSON.stringify({ query: {}, sort: [] });
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${api.baseUrl}/sites/demo/estates`, { method: 'POST', body })).status).toBe(200);
    }
    await api.close();
    return run.mock.calls.length;
  };

  it('computes every call, the same body again included; by default the second is answered from the cache', async () => {
    expect(await searchesFor('off')).toBe(2);
    expect(await searchesFor(undefined)).toBe(1);
  });
});
