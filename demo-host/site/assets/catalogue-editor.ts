/**
 * The /blocks configurator (served from /site-assets/, never inline: the page runs under the strict CSP).
 * Generated from each block's schema: booleans as switches, enums as selects, numbers with their
 * min/max, nested objects as groups, and for `query` / `collections` pickers fed by the site content
 * service (transaction, type, sub-type, city, price, bedrooms, collections), so a query is built without
 * knowing field paths. The JSON beside it stays editable (two-way); every change re-mounts the live
 * example; the snippet can be copied only when the configuration is valid.
 */
import { describeSpec, validateConfig, type ConfigSchema, type FieldDefinition } from '../../../core/config/config-schema';
import { namedTransactionOptions, selectedTransaction, transactionIdsOf, type TransactionOption } from '../../../core/view-models/transaction-options';
import { createCityPicker, type City } from './city-picker';
import { SEARCH_FIELD as FIELD } from '../../../core/model/search';

type Conf = Record<string, unknown>;
type Path = string[];

interface Option {
  id: number | string;
  name: string;
  count?: number;
  headTypeId?: number;
}
interface FilterOptions {
  transactions: Option[];
  headTypes: Option[];
  subTypes: Option[];
  bedrooms: number[];
}

const SITE_API = '/api/sites/demo';

const json = async <T>(path: string, init?: RequestInit): Promise<T> => (await fetch(`${SITE_API}${path}`, { headers: { 'content-type': 'application/json', 'accept-language': 'en' }, ...init })).json() as Promise<T>;
let filterOptions: Promise<FilterOptions> | undefined;
const filters = () => (filterOptions ??= json<FilterOptions>('/estate-filters', { method: 'POST', body: '{"query":{}}' }));
let collectionList: Promise<Option[]> | undefined;
const collections = () => (collectionList ??= json<Option[]>('/estate-collections'));

function snippetFor(name: string, node: unknown): string {
  return `<div data-block="${name}" data-node="${encodeURIComponent(JSON.stringify(node))}"></div>`;
}

const isRecord = (v: unknown): v is Conf => typeof v === 'object' && v !== null && !Array.isArray(v);

function getPath(node: Conf, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), node);
}

/** A copy of `node` with `value` at `path`; undefined removes the key and any object it leaves empty. */
function setPath(node: Conf, path: Path, value: unknown): Conf {
  const [key, ...rest] = path;
  const out = { ...node };
  const next = rest.length ? setPath(isRecord(out[key]) ? (out[key] as Conf) : {}, rest, value) : value;
  if (next === undefined || (isRecord(next) && Object.keys(next).length === 0)) delete out[key];
  else out[key] = next;
  return out;
}

let uid = 0;
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (string | HTMLElement)[]): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  for (const child of children) element.append(child);
  return element;
}

/** One labelled control: label, control, description. */
function field(labelText: string, control: HTMLElement, hint?: string): HTMLElement {
  const id = `cfg-${++uid}`;
  control.id = id;
  const wrapper = el('div', { className: 'site-config__field' });
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    wrapper.append(control, el('label', { htmlFor: id, textContent: labelText }));
  } else wrapper.append(el('label', { htmlFor: id, textContent: labelText }), control);
  if (hint) {
    const hintEl = el('small', { id: `${id}-hint`, className: 'site-config__hint', textContent: hint });
    control.setAttribute('aria-describedby', hintEl.id);
    wrapper.append(hintEl);
  }
  return wrapper;
}

function select(options: [string, string][]): HTMLSelectElement {
  const s = el('select');
  for (const [value, text] of options) s.append(el('option', { value, textContent: text }));
  return s;
}

/** A control bound to the node: `read` fills it from the node, its events `write` into the node. */
interface Binding {
  element: HTMLElement;
  read(node: Conf): void;
}

type Change = (update: (node: Conf) => Conf) => void;

function scalarBinding(path: Path, def: FieldDefinition, change: Change): Binding {
  const label = path[path.length - 1];
  const hint = `${def.description} (${describeSpec(def)}${def.default !== undefined ? `; default ${JSON.stringify(def.default)}` : ''})`;
  if (def.type === 'boolean') {
    const box = el('input', { type: 'checkbox' });
    box.setAttribute('role', 'switch');
    box.addEventListener('change', () => change((n) => setPath(n, path, box.checked === def.default ? undefined : box.checked)));
    return { element: field(label, box, hint), read: (n) => void (box.checked = (getPath(n, path) ?? def.default ?? false) === true) };
  }
  if ((def.type === 'string' || def.type === 'string[]') && def.values) {
    if (def.type === 'string') {
      const s = select([['', def.default !== undefined ? `(default: ${String(def.default)})` : '(none)'], ...def.values.map((v): [string, string] => [v, v])]);
      s.addEventListener('change', () => change((n) => setPath(n, path, s.value || undefined)));
      return { element: field(label, s, hint), read: (n) => void (s.value = String(getPath(n, path) ?? '')) };
    }
    const group = el('fieldset', { className: 'site-config__group' }, el('legend', { textContent: label }));
    const boxes = def.values.map((v) => {
      const box = el('input', { type: 'checkbox', value: v });
      group.append(field(v, box));
      return box;
    });
    const write = () => change((n) => setPath(n, path, boxes.filter((b) => b.checked).map((b) => b.value)));
    boxes.forEach((b) => b.addEventListener('change', write));
    group.append(el('small', { className: 'site-config__hint', textContent: hint }));
    return { element: group, read: (n) => {
      const list = (getPath(n, path) ?? def.default ?? []) as unknown[];
      boxes.forEach((b) => (b.checked = Array.isArray(list) && list.includes(b.value)));
    } };
  }
  if (def.type === 'number') {
    const input = el('input', { type: 'number', step: def.integer ? '1' : 'any' });
    if (def.min !== undefined) input.min = String(def.min);
    if (def.max !== undefined) input.max = String(def.max);
    input.addEventListener('input', () => change((n) => setPath(n, path, input.value === '' ? undefined : Number(input.value))));
    return { element: field(label, input, hint), read: (n) => {
      const v = getPath(n, path);
      if (document.activeElement !== input) input.value = typeof v === 'number' ? String(v) : '';
    } };
  }
  // Free strings and lists: text (lists comma-separated).
  const input = el('input', { type: 'text' });
  const list = def.type === 'string[]' || def.type === 'number[]';
  input.addEventListener('input', () =>
    change((n) => {
      const raw = input.value.trim();
      if (raw === '') return setPath(n, path, undefined);
      if (!list) return setPath(n, path, input.value);
      const items = raw.split(',').map((x) => x.trim()).filter(Boolean);
      return setPath(n, path, def.type === 'number[]' ? items.map(Number) : items);
    }),
  );
  return { element: field(label, input, hint + (list ? ' — comma-separated' : '')), read: (n) => {
    const v = getPath(n, path);
    if (document.activeElement !== input) input.value = v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v);
  } };
}

/** The query builder: pickers that write the DESIGN §5 field paths of `query`. */
function queryBinding(path: Path, change: Change): Binding {
  const group = el('fieldset', { className: 'site-config__group site-config__query' }, el('legend', { textContent: `${path.join('.')}: which estates` }));
  const term = (field: string) => [...path, 'terms', field];
  const range = (field: string) => [...path, 'range', field];
  const firstTerm = (n: Conf, f: string) => {
    const v = getPath(n, term(f));
    return Array.isArray(v) && v.length ? String(v[0]) : '';
  };
  const transaction = select([['', 'Any']]);
  const headType = select([['', 'Any']]);
  const subType = select([['', 'Any']]);
  const bedrooms = select([['', 'Any']]);
  const priceMin = el('input', { type: 'number', min: '0', step: '1000' });
  const priceMax = el('input', { type: 'number', min: '0', step: '1000' });
  const ids = (n: Conf, f: string) => {
    const v = getPath(n, term(f));
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  };
  const city = createCityPicker(
    (q) => json<City[]>(`/search-city?q=${encodeURIComponent(q)}&limit=10`),
    (chosen) => change((n) => setPath(n, term(FIELD.city), chosen.length ? chosen : undefined)),
  );
  // One option per meaning: the feeds' ids for "for sale" (or "to rent") are chosen together.
  let transactionChoices: TransactionOption[] = [];
  let subTypeOptions: Option[] = [];

  const fillSubTypes = (head: string) => {
    const current = subType.value;
    subType.replaceChildren(el('option', { value: '', textContent: 'Any' }));
    for (const o of subTypeOptions.filter((s) => !head || String(s.headTypeId) === head)) subType.append(el('option', { value: String(o.id), textContent: o.name }));
    subType.value = [...subType.options].some((o) => o.value === current) ? current : '';
  };
  void filters().then((f) => {
    transactionChoices = namedTransactionOptions(f.transactions);
    for (const o of transactionChoices) transaction.append(el('option', { value: o.value, textContent: o.label }));
    for (const o of f.headTypes) headType.append(el('option', { value: String(o.id), textContent: o.name }));
    for (const b of f.bedrooms.filter((b) => b > 0)) bedrooms.append(el('option', { value: String(b), textContent: `${b}+` }));
    subTypeOptions = f.subTypes;
    group.dispatchEvent(new CustomEvent('options-ready', { bubbles: true }));
  });

  const setTerm = (f: string, value: string) => change((n) => setPath(n, term(f), value ? [Number(value)] : undefined));
  transaction.addEventListener('change', () => change((n) => setPath(n, term(FIELD.transaction), transactionIdsOf(transaction.value))));
  headType.addEventListener('change', () => {
    fillSubTypes(headType.value);
    change((n) => setPath(setPath(n, term(FIELD.headType), headType.value ? [Number(headType.value)] : undefined), term(FIELD.subType), subType.value ? [Number(subType.value)] : undefined));
  });
  subType.addEventListener('change', () => setTerm(FIELD.subType, subType.value));
  bedrooms.addEventListener('change', () => change((n) => setPath(n, range(FIELD.bedrooms), bedrooms.value ? { gte: Number(bedrooms.value) } : undefined)));
  const writePrice = () =>
    change((n) => {
      const bounds: Conf = {};
      if (priceMin.value !== '') bounds.gte = Number(priceMin.value);
      if (priceMax.value !== '') bounds.lte = Number(priceMax.value);
      return setPath(n, range(FIELD.price), Object.keys(bounds).length ? bounds : undefined);
    });
  priceMin.addEventListener('input', writePrice);
  priceMax.addEventListener('input', writePrice);
  group.append(
    el('div', { className: 'site-config__row' },
      field('Transaction', transaction), field('Type', headType), field('Sub-type', subType)),
    el('div', { className: 'site-config__row' }, city.element),
    el('div', { className: 'site-config__row' },
      field('Price from (€)', priceMin), field('Price to (€)', priceMax), field('Bedrooms', bedrooms)),
  );

  const read = (n: Conf) => {
    transaction.value = selectedTransaction(transactionChoices, ids(n, FIELD.transaction));
    headType.value = firstTerm(n, FIELD.headType);
    fillSubTypes(headType.value);
    subType.value = firstTerm(n, FIELD.subType);
    const beds = getPath(n, [...range(FIELD.bedrooms), 'gte']);
    bedrooms.value = typeof beds === 'number' ? String(beds) : '';
    const price = getPath(n, range(FIELD.price));
    if (document.activeElement !== priceMin) priceMin.value = isRecord(price) && typeof price.gte === 'number' ? String(price.gte) : '';
    if (document.activeElement !== priceMax) priceMax.value = isRecord(price) && typeof price.lte === 'number' ? String(price.lte) : '';
    city.read(ids(n, FIELD.city));
  };
  group.addEventListener('options-ready', () => group.dispatchEvent(new CustomEvent('reread', { bubbles: true })));
  return { element: group, read };
}

function collectionsBinding(path: Path, def: FieldDefinition, change: Change): Binding {
  const group = el('fieldset', { className: 'site-config__group' }, el('legend', { textContent: `${path.join('.')}: only estates of these collections` }));
  let boxes: HTMLInputElement[] = [];
  let last: Conf = {};
  const read = (n: Conf) => {
    last = n;
    const list = getPath(n, path);
    boxes.forEach((b) => (b.checked = Array.isArray(list) && list.includes(b.value)));
  };
  void collections().then((list) => {
    boxes = list.map((c) => {
      const box = el('input', { type: 'checkbox', value: String(c.id) });
      box.addEventListener('change', () => change((n) => {
        const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
        return setPath(n, path, chosen.length ? chosen : undefined);
      }));
      group.append(field(`${c.name} (${c.count ?? 0})`, box));
      return box;
    });
    group.append(el('small', { className: 'site-config__hint', textContent: def.description }));
    read(last);
  });
  return { element: group, read };
}

function bindings(schema: ConfigSchema, change: Change, prefix: Path = []): Binding[] {
  return Object.entries(schema).flatMap(([key, def]): Binding[] => {
    const path = [...prefix, key];
    if (def.type === 'search-query') return [queryBinding(path, change)];
    if (key === 'collections' && def.type === 'string[]' && !def.values) return [collectionsBinding(path, def, change)];
    if (def.type === 'object' && def.fields) {
      const inner = bindings(def.fields, change, path);
      const group = el('fieldset', { className: 'site-config__group' }, el('legend', { textContent: key }), ...inner.map((b) => b.element));
      group.append(el('small', { className: 'site-config__hint', textContent: def.description }));
      return [{ element: group, read: (n) => inner.forEach((b) => b.read(n)) }];
    }
    if (def.type === 'object') return []; // free-form objects: JSON only
    return [scalarBinding(path, def, change)];
  });
}

function wire(form: HTMLFormElement): void {
  const name = form.dataset.editor ?? '';
  const schema = JSON.parse(form.dataset.schema ?? '{}') as ConfigSchema;
  // Demo-host settings (its map tiles) the example keeps and the snippet leaves out.
  const demoOnly = JSON.parse(form.dataset.demoOnly ?? '{}') as Conf;
  const nodeField = form.elements.namedItem('node') as HTMLTextAreaElement;
  const snippetField = form.elements.namedItem('snippet') as HTMLTextAreaElement;
  const copy = form.querySelector<HTMLButtonElement>('[data-copy]');
  const status = form.querySelector<HTMLElement>('.site-editor__status');
  const issuesList = form.querySelector<HTMLElement>('.site-editor__issues');
  const example = form.closest('section')?.querySelector<HTMLElement>(`[data-example="${CSS.escape(name)}"]`);
  const say = (text: string) => status && (status.textContent = text);
  let node: Conf = {};
  let timer: ReturnType<typeof setTimeout> | undefined;

  let examples = 0;
  /**
   * Re-mounts the live example with this very configuration (a new element, mounted at once), in a scope of
   * its own: the block it replaces may not have released the page's scope yet, and would hand it its rows.
   */
  const mountExample = () => {
    if (!example) return;
    const block = document.createElement('div');
    block.dataset.block = name;
    block.dataset.node = encodeURIComponent(JSON.stringify({ ...demoOnly, scope: `example-${name}-${++examples}`, ...node }));
    example.replaceChildren(block);
    void window.EstateBlocks?.mount(block);
  };

  const check = (): boolean => {
    const result = validateConfig(schema, node);
    issuesList?.replaceChildren(...(result.ok ? [] : result.issues.map((i) => el('li', { textContent: `${i.key}: expected ${i.expected}; received ${i.received}` }))));
    if (copy) copy.disabled = !result.ok;
    snippetField.value = result.ok ? snippetFor(name, node) : '';
    nodeField.setAttribute('aria-invalid', String(!result.ok));
    say(result.ok ? 'Valid configuration: the snippet is ready.' : 'Not valid yet: fix the configuration to copy the snippet.');
    return result.ok;
  };

  const update = (fromJson: boolean) => {
    if (!fromJson) nodeField.value = JSON.stringify(node, null, 2);
    controls.forEach((b) => b.read(node));
    check();
    clearTimeout(timer);
    timer = setTimeout(mountExample, 200);
  };

  const change: Change = (updater) => {
    node = updater(node);
    update(false);
  };
  const controls = bindings(schema, change);
  const panel = form.querySelector<HTMLElement>('[data-configurator]');
  panel?.replaceChildren(...controls.map((b) => b.element));
  panel?.addEventListener('reread', () => controls.forEach((b) => b.read(node)));

  nodeField.addEventListener('input', () => {
    try {
      const parsed: unknown = JSON.parse(nodeField.value || '{}');
      node = isRecord(parsed) ? parsed : {};
      if (!isRecord(parsed)) throw new Error('the configuration is an object { … }');
    } catch (error) {
      nodeField.setAttribute('aria-invalid', 'true');
      if (copy) copy.disabled = true;
      snippetField.value = '';
      issuesList?.replaceChildren();
      say(`Not valid JSON: ${(error as Error).message}`);
      return;
    }
    update(true);
  });

  copy?.addEventListener('click', async () => {
    if (!check()) return;
    try {
      await navigator.clipboard.writeText(snippetField.value);
      say('Snippet copied.');
    } catch {
      snippetField.select();
      say('Select the snippet and copy it (Ctrl+C).');
    }
  });

  try {
    const initial: unknown = JSON.parse(nodeField.value || '{}');
    node = isRecord(initial) ? initial : {};
  } catch {
    node = {};
  }
  controls.forEach((b) => b.read(node));
  check();
}

document.querySelectorAll<HTMLFormElement>('form[data-editor]').forEach(wire);
