/**
 * The node's fixed query (DESIGN §5) as pickers: transaction (one option per meaning), type, sub-type,
 * cities (any language, several), price range, bedrooms. Writes the field paths; the editor never sees them.
 */
import { useEffect, useState } from 'react';
import { selectedTransaction, namedTransactionOptions, transactionIdsOf } from '../../../core/view-models/transaction-options';
import { getPath, setPath, type Node } from './node';
import { cityLabel, filterOptions, searchCities, type City, type FilterOptions } from './service';
import { wp } from './wp';
import { SEARCH_FIELD as FIELD } from '../../../core/model/search';

const { SelectControl, TextControl, FormTokenField, Notice, Spinner } = wp.components;

const term = (field: string) => ['terms', field];
const range = (field: string) => ['range', field];
const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isFinite(n)) : []);
const any = { label: 'Any', value: '' };

export function QueryPicker({ node, onChange }: { node: Node; onChange(query: Node | undefined): void }) {
  const [options, setOptions] = useState<FilterOptions | null>(null);
  const [error, setError] = useState('');
  const [found, setFound] = useState<City[]>([]);
  const [known, setKnown] = useState<Map<number, City>>(new Map());

  useEffect(function loadOptions() {
    let live = true;
    filterOptions().then(
      (o) => {
        if (!live) return;
        setOptions(o);
        setKnown((k) => new Map([...o.locations.map((c): [number, City] => [c.id, c]), ...k]));
      },
      (e: unknown) => live && setError(`The site content service did not answer (${String(e)}). Check Settings → Estate blocks.`),
    );
    return () => void (live = false);
  }, []);

  if (error) return <Notice status="error" isDismissible={false}>{error}</Notice>;
  if (!options) return <Spinner />;

  const set = (path: string[], value: unknown) => {
    const next = setPath(node, path, value);
    onChange(Object.keys(next).length ? next : undefined);
  };
  const transactions = namedTransactionOptions(options.transactions);
  const headType = String(ids(getPath(node, term(FIELD.headType)))[0] ?? '');
  const subTypes = options.subTypes.filter((s) => !headType || String(s.headTypeId) === headType);
  const price = (getPath(node, range(FIELD.price)) ?? {}) as { gte?: number; lte?: number };
  const setPrice = (key: 'gte' | 'lte', raw: string) => set([...range(FIELD.price), key], raw === '' ? undefined : Number(raw));
  const cityIds = ids(getPath(node, term(FIELD.city)));
  const pool = new Map([...known, ...found.map((c): [number, City] => [c.id, c])]);
  const chosen = cityIds.map((id) => (pool.has(id) ? cityLabel(pool.get(id)!) : `city ${id}`));
  const byLabel = new Map([...pool.values()].map((c) => [cityLabel(c), c]));

  return (
    <>
      <SelectControl
        label="Transaction"
        value={selectedTransaction(transactions, ids(getPath(node, term(FIELD.transaction))))}
        options={[any, ...transactions]}
        onChange={(v) => set(term(FIELD.transaction), transactionIdsOf(v))}
      />
      <SelectControl
        label="Type"
        value={headType}
        options={[any, ...options.headTypes.map((o) => ({ label: o.name, value: String(o.id) }))]}
        onChange={(v) => {
          const withType = setPath(node, term(FIELD.headType), v ? [Number(v)] : undefined);
          onChange(setPath(withType, term(FIELD.subType), undefined));
        }}
      />
      <SelectControl
        label="Sub-type"
        value={String(ids(getPath(node, term(FIELD.subType)))[0] ?? '')}
        options={[any, ...subTypes.map((o) => ({ label: o.name, value: String(o.id) }))]}
        onChange={(v) => set(term(FIELD.subType), v ? [Number(v)] : undefined)}
      />
      <FormTokenField
        label="Cities"
        value={chosen}
        suggestions={found.map(cityLabel)}
        __experimentalShowHowTo={false}
        __experimentalValidateInput={(text) => byLabel.has(text)}
        onInputChange={(text) => {
          if (text.trim().length < 2) return setFound([]);
          void searchCities(text.replace(/^\d{4}\s+/, '')).then((cities) => {
            setFound(cities);
            setKnown((k) => new Map([...k, ...cities.map((c): [number, City] => [c.id, c])]));
          });
        }}
        onChange={(tokens) => {
          const labels = tokens.map((t) => (typeof t === 'string' ? t : t.value));
          const next = labels.map((l) => byLabel.get(l)?.id ?? cityIds[chosen.indexOf(l)]).filter((id): id is number => id !== undefined);
          set(term(FIELD.city), next.length ? next : undefined);
        }}
      />
      <p className="components-base-control__help">Type a city in any language (Gent, Gand, Ghent), then pick it; several cities are allowed.</p>
      <TextControl label="Price from (€)" type="number" min={0} step={1000} value={price.gte === undefined ? '' : String(price.gte)} onChange={(v) => setPrice('gte', v)} />
      <TextControl label="Price to (€)" type="number" min={0} step={1000} value={price.lte === undefined ? '' : String(price.lte)} onChange={(v) => setPrice('lte', v)} />
      <SelectControl
        label="Bedrooms (minimum)"
        value={String(getPath(node, [...range(FIELD.bedrooms), 'gte']) ?? '')}
        options={[any, ...options.bedrooms.filter((b) => b > 0).map((b) => ({ label: `${b}+`, value: String(b) }))]}
        onChange={(v) => set(range(FIELD.bedrooms), v ? { gte: Number(v) } : undefined)}
      />
    </>
  );
}
