/** A block's node (its data-node configuration) as nested plain objects, edited by path. */
export type Node = Record<string, unknown>;
export type Path = readonly string[];

export const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getPath(node: Node, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), node);
}

/** A copy of `node` with `value` at `path`; undefined removes the key and any object it leaves empty. */
export function setPath(node: Node, path: Path, value: unknown): Node {
  const [key, ...rest] = path;
  const out = { ...node };
  const next = rest.length ? setPath(isRecord(out[key]) ? (out[key] as Node) : {}, rest, value) : value;
  if (next === undefined || (isRecord(next) && Object.keys(next).length === 0)) delete out[key];
  else out[key] = next;
  return out;
}

/** "estate-table" → "Estate table"; "headingLevel" → "Heading level". */
export function title(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
