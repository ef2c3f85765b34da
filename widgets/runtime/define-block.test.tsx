import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LoaderSettings, Unmount } from './block-contract';
import { useBlock } from './block-context';
import { BLOCK_ERROR_TEXT } from './block-error';
import { defineBlock, PREPARE_WAIT_MS, type BlockConfig } from './define-block';
import { listingCalls } from '../../core/api/listing-calls';
import { siteCalls } from '../../core/api/site-calls';
import type { ApiClient } from '../../core/api/client';

const settings: LoaderSettings = { siteId: 'demo', api: '', locale: 'en', version: 'test', base: 'http://localhost/dist/' };

const probeSchema = {
  title: { type: 'string', required: true, description: 'Heading.' },
  count: { type: 'number', integer: true, default: 3, description: 'A number.' },
} as const;
type Config = BlockConfig<typeof probeSchema>;

function Probe({ config }: { config: Config }) {
  const { locale, t, element, settings: s } = useBlock();
  return (
    <section aria-label="probe" data-locale={locale} data-site={s.siteId} data-in-element={String(element.contains(document.activeElement) || !!element)}>
      <h2>{config.title}</h2>
      <p>count {config.count}</p>
      <p>{t('estate.no.results')}</p>
    </section>
  );
}

const probe = defineBlock({
  name: 'probe',
  description: 'A probe.',
  schema: probeSchema,
  example: { title: 'Example' },
  Component: Probe,
});

// Declares base texts in its loader facts, as the listing blocks do.
const baseProbe = defineBlock({ name: 'base-probe', schema: probeSchema, Component: Probe, loader: { texts: 'base' } });

function Boom(): never {
  throw new Error('kaboom');
}
const boom = defineBlock({ name: 'boom', schema: {}, Component: Boom });

function ApiProbe() {
  const { api } = useBlock();
  return <p aria-label="api">{Object.keys(api).sort().join(' ')}</p>;
}
const apiProbe = defineBlock({ name: 'probe', schema: {}, calls: [listingCalls], Component: ApiProbe });

let host: HTMLElement;
let errorSpy: MockInstance;
const unmounts: Unmount[] = [];

async function mount(block: typeof probe, node: unknown, s: LoaderSettings = settings): Promise<void> {
  await act(async () => {
    unmounts.push(await block.mount(host, node, s));
  });
}

const blockErrors = () => errorSpy.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('[estate-blocks]'));

beforeEach(() => {
  host = document.createElement('div');
  host.dataset.block = 'probe';
  host.id = 'host';
  document.body.append(host);
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => unmounts.splice(0).forEach((u) => u()));
  host.remove();
  errorSpy.mockRestore();
});

describe('defineBlock (DESIGN §5 block contract)', () => {
  it('describes itself: name, schema with the common locale and scope keys, description, example', () => {
    expect(probe.name).toBe('probe');
    expect(Object.keys(probe.schema)).toEqual(['locale', 'scope', 'title', 'count']);
    expect(probe.description).toBe('A probe.');
    expect(probe.example).toEqual({ title: 'Example' });
  });

  it('renders the Component with the validated config, defaults filled in, and the block context', async () => {
    await mount(probe, { title: 'Hello' });
    const region = within(host).getByRole('region', { name: 'probe' });
    expect(within(region).getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(region.textContent).toContain('count 3');
    expect(region.getAttribute('data-locale')).toBe('en');
    expect(region.getAttribute('data-site')).toBe('demo');
    expect(blockErrors()).toEqual([]);
  });

  it.each([
    ['nl', 'Er zijn geen panden gevonden'],
    ['fr', ''],
    ['de', ''],
  ] as const)('the block locale key (%s) wins over the loader locale; t reads that catalogue', async (locale, nlText) => {
    await mount(probe, { title: 'x', locale });
    const region = within(host).getByRole('region', { name: 'probe' });
    expect(region.getAttribute('data-locale')).toBe(locale);
    const text = region.querySelectorAll('p')[1].textContent ?? '';
    expect(text).not.toBe('estate.no.results');
    if (nlText) expect(text).toContain(nlText);
  });

  it.each([
    ['a missing required key', {}, /"title" to be a string.*"title": nothing \(required\)/],
    ['a value of the wrong type', { title: 5 }, /"title" to be a string.*"title": number 5/],
    ['an unknown key', { title: 'x', colour: 'red' }, /"colour": unknown key "colour"/],
    ['an unsupported locale', { title: 'x', locale: 'es' }, /"locale" to be one of "nl" \| "fr" \| "en" \| "de"/],
    ['a node that is not an object', 'text', /"\(node\)" to be an object/],
  ])('DESIGN §1 config validation: %s shows the localized message and logs one [estate-blocks] error', async (_label, node, expected) => {
    await mount(probe, node);
    expect(within(host).getByRole('alert').textContent).toBe(BLOCK_ERROR_TEXT.en);
    expect(host.getAttribute('data-block-state')).toBe('error');
    const errors = blockErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[estate-blocks\] <div data-block="probe"> #host \(block 1\): expected a valid probe configuration/);
    expect(errors[0]).toMatch(expected);
  });

  it("a block the loader lists as a base-text block loads the smaller catalogue chunk, which still holds the spec §8 messages", async () => {
    expect([probe.catalogue, baseProbe.catalogue]).toEqual(['full', 'base']);
    await mount(baseProbe, { title: 'Base', locale: 'nl' });
    const region = within(host).getByRole('region', { name: 'probe' });
    expect(region.querySelectorAll('p')[1].textContent).toContain('Er zijn geen panden gevonden');
  });

  it('an invalid config is reported in the locale the node asks for', async () => {
    await mount(probe, { locale: 'de', title: 7 });
    expect(within(host).getByRole('alert').textContent).toBe(BLOCK_ERROR_TEXT.de);
  });

  it('a render error is caught by the error boundary: localized message and exactly one [estate-blocks] error', async () => {
    await mount(boom, {}, { ...settings, locale: 'fr' });
    expect(within(host).getByRole('alert').querySelector('p')?.textContent).toBe(BLOCK_ERROR_TEXT.fr);
    const errors = blockErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('expected the block to render, received Error: kaboom');
  });

  it('the error boundary offers a retry that mounts the block afresh: it stays once the block renders', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('wrong answer');
      return <p aria-label="recovered">ok</p>;
    }
    await mount(defineBlock({ name: 'flaky', schema: {}, Component: Flaky }), {});
    expect(host.getAttribute('data-block-state')).toBe('error');
    const retry = within(host).getByRole('button', { name: 'Try again' });
    await act(async () => retry.click());
    expect(within(host).getByRole('alert')).toBeTruthy();
    expect(blockErrors()).toHaveLength(2);
    fail = false;
    await act(async () => within(host).getByRole('button', { name: 'Try again' }).click());
    expect(within(host).getByLabelText('recovered').textContent).toBe('ok');
    expect(within(host).queryByRole('alert')).toBeNull();
    expect(host.getAttribute('data-block-state')).toBe('mounted');
  });

  describe('prepare, work begun at mount before the first render', () => {
    let prepared: string[];
    let renders: string[];
    function Ready() {
      renders.push(prepared.join(','));
      return <p aria-label="ready">{prepared.join(',')}</p>;
    }
    const blockPreparing = (prepare: () => Promise<unknown> | void) => defineBlock({ name: 'probe', schema: {}, Component: Ready, prepare });
    beforeEach(() => {
      prepared = [];
      renders = [];
    });

    it('gets the block context, and the first render waits for it: rows already answered replace no skeleton', async () => {
      let context: Record<string, unknown> = {};
      const block = defineBlock({
        name: 'probe',
        schema: {},
        Component: Ready,
        prepare: async (c) => {
          context = { ...c };
          await new Promise((done) => setTimeout(done, 10));
          prepared.push('rows');
        },
      });
      await mount(block, { scope: 'main' });
      expect(renders).toEqual(['rows']);
      expect(context.block).toBe('probe');
      expect(context.element).toBe(host);
      expect(context.locale).toBe('en');
      expect(context.config).toMatchObject({ scope: 'main' });
      expect(typeof (context.api as { getSite?: unknown }).getSite).toBe('function');
      expect(context.translator).toBeUndefined();
    });

    it(`a prepare slower than ${PREPARE_WAIT_MS} ms, or one that fails, holds the first render no longer`, async () => {
      const started = performance.now();
      await mount(blockPreparing(() => new Promise(() => {})), {});
      expect(within(host).getByLabelText('ready')).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(PREPARE_WAIT_MS + 900);
      await act(async () => unmounts.splice(0).forEach((u) => u()));
      await mount(blockPreparing(() => Promise.reject(new Error('503'))), {});
      expect(within(host).getByLabelText('ready')).toBeTruthy();
      expect(blockErrors()).toEqual([]);
    });
  });

  it('the unmount function removes the rendered block', async () => {
    await mount(probe, { title: 'Bye' });
    expect(screen.getByRole('heading', { name: 'Bye' })).toBeTruthy();
    await act(async () => unmounts.splice(0).forEach((u) => u()));
    expect(screen.queryByRole('heading', { name: 'Bye' })).toBeNull();
  });

  it("the block's api holds the client, the site calls and the calls of the groups it lists, no other", async () => {
    await mount(apiProbe, {});
    const names = (c: (client: ApiClient) => object) => Object.keys(c({} as ApiClient));
    const expected = ['client', ...names(siteCalls), ...names(listingCalls)].sort();
    expect(within(host).getByLabelText('api').textContent?.split(' ')).toEqual(expected);
    expect(expected).not.toContain('getEstate');
  });

  it('useBlock() outside a block fails with a clear message', () => {
    function Outside() {
      useBlock();
      return null;
    }
    expect(() => render(<Outside />)).toThrow(/inside a block mounted by defineBlock/);
  });
});
