/**
 * Sidebar controls generated from a block's schema (the defineBlock schema the bundle build writes to
 * blocks.json): enums as selects, booleans as toggles, lists of known values as checkboxes, numbers
 * with their bounds, nested objects as a group, `search-query` as the query picker. Nothing is typed
 * as JSON.
 */
import type { ConfigSchema, FieldDefinition } from '../../../core/config/config-schema';
import { getPath, setPath, title, type Node, type Path } from './node';
import { QueryPicker } from './query-picker';
import { wp } from './wp';

const { SelectControl, TextControl, ToggleControl, CheckboxControl } = wp.components;

interface FieldProps {
  path: Path;
  def: FieldDefinition;
  node: Node;
  onChange(node: Node): void;
}

const help = (def: FieldDefinition) => def.description;

function Field({ path, def, node, onChange }: FieldProps) {
  const label = title(path[path.length - 1]);
  const value = getPath(node, path);
  const set = (v: unknown) => onChange(setPath(node, path, v));
  if (def.type === 'search-query') return <QueryPicker node={(value as Node | undefined) ?? {}} onChange={(q) => set(q)} />;
  if (def.type === 'boolean') {
    const checked = (value ?? def.default ?? false) === true;
    return <ToggleControl label={label} help={help(def)} checked={checked} onChange={(v) => set(v === def.default ? undefined : v)} />;
  }
  if (def.type === 'string' && def.values) {
    const none = def.default !== undefined ? `Default (${String(def.default)})` : '—';
    return (
      <SelectControl
        label={label}
        help={help(def)}
        value={typeof value === 'string' ? value : ''}
        options={[{ label: none, value: '' }, ...def.values.map((v) => ({ label: title(v), value: v }))]}
        onChange={(v) => set(v || undefined)}
      />
    );
  }
  if (def.type === 'string[]' && def.values) {
    const list = Array.isArray(value) ? value : Array.isArray(def.default) ? def.default : [];
    return (
      <fieldset className="estate-blocks-editor__group">
        <legend>{label}</legend>
        {def.values.map((v) => (
          <CheckboxControl key={v} label={title(v)} checked={list.includes(v)} onChange={(on) => set(def.values!.filter((x) => (x === v ? on : list.includes(x))))} />
        ))}
        <p className="components-base-control__help">{help(def)}</p>
      </fieldset>
    );
  }
  if (def.type === 'object' && def.fields) {
    return (
      <fieldset className="estate-blocks-editor__group">
        <legend>{label}</legend>
        <p className="components-base-control__help">{help(def)}</p>
        {Object.entries(def.fields).map(([key, inner]) => (
          <Field key={key} path={[...path, key]} def={inner} node={node} onChange={onChange} />
        ))}
      </fieldset>
    );
  }
  if (def.type === 'number') {
    return (
      <TextControl
        label={label}
        help={`${help(def)}${def.default !== undefined ? ` Default: ${String(def.default)}.` : ''}`}
        type="number"
        min={def.min}
        max={def.max}
        step={def.integer ? 1 : 'any'}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(v) => set(v === '' || Number.isNaN(Number(v)) ? undefined : Number(v))}
      />
    );
  }
  // Free text, or a list typed comma-separated.
  const list = def.type === 'string[]' || def.type === 'number[]';
  return (
    <TextControl
      label={label}
      help={`${help(def)}${list ? ' Comma-separated.' : ''}`}
      value={value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)}
      onChange={(raw) => {
        if (raw.trim() === '') return set(undefined);
        if (!list) return set(raw);
        const items = raw.split(',').map((x) => x.trim()).filter(Boolean);
        return set(def.type === 'number[]' ? items.map(Number) : items);
      }}
    />
  );
}

/** Every key of `schema` but those in `skip`, as controls on `node`. */
export function SchemaFields({ schema, node, onChange, only, skip = [] }: { schema: ConfigSchema; node: Node; onChange(node: Node): void; only?: string[]; skip?: string[] }) {
  const keys = Object.keys(schema).filter((k) => (only ? only.includes(k) : !skip.includes(k)));
  return (
    <>
      {keys.map((key) => (
        <Field key={key} path={[key]} def={schema[key]} node={node} onChange={onChange} />
      ))}
    </>
  );
}
