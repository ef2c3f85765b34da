/**
 * The build's last pass over the split output: every file whose name carries a hash gets the hash of its
 * final bytes. The hashed files are served `immutable` for a year, so a name must never stand for two
 * contents: the passes before this one (empty-chunk drop, chunk merge, early search, compile hint) edit
 * esbuild's files after esbuild named them, and a file esbuild named from the bytes of its imports can
 * import other bytes by the time it ships.
 *
 * Leaves first (Tarjan's order), each file's import specifiers are rewritten to the final names of its
 * dependencies, then its hash is taken from its bytes and from the identity of every dependency (a
 * stable-named dependency, such as the early search, changes content under the same name, so its bytes
 * count too). The files of an import cycle are hashed together.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';

/** `name-XXXXXXXX.js`: esbuild's `[name]-[hash]` (8 characters, A–Z and 0–9). */
const HASHED = /^(.*-)([A-Z0-9]{8})(\.js)$/;

export const isHashed = (file) => HASHED.test(posix.basename(file));

const digest = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest();
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Eight base32 characters (40 bits) of a digest, spelled like esbuild's own hashes. */
const shortHash = (bytes) => {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const bit = i * 5;
    const byte = bit >> 3;
    const value = ((bytes[byte] << 8) | bytes[byte + 1]) >> (11 - (bit & 7));
    out += BASE32[value & 31];
  }
  return out;
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites, in the text of `file`, every quoted relative specifier that names `from` so that it names
 * `to` (same folder, other file name). Throws when the text spells no specifier for `from`: the
 * metafile and the file disagree, and a silent miss would ship a broken import.
 */
export function rewriteSpecifier(text, file, from, to) {
  const dir = posix.dirname(file);
  const pattern = new RegExp(`(["'])((?:\\.{1,2}/)+(?:[\\w.-]+/)*)${escapeRegExp(posix.basename(from))}\\1`, 'g');
  let found = 0;
  const out = text.replace(pattern, (whole, quote, prefix) => {
    if (posix.join(dir, prefix, posix.basename(from)) !== from) return whole;
    found++;
    return `${quote}${prefix}${posix.basename(to)}${quote}`;
  });
  if (!found) throw new Error(`[build] ${file} imports ${from}, but its text spells no specifier for it`);
  return out;
}

/** Strongly connected components of `graph` (file → files it imports), each listed after every component it reaches. */
export function componentsLeavesFirst(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/**
 * The pure pass. `files`: file → { text, imports: files it imports (statically or not) }. Returns
 * file → { file: its final name, text: its final text }. A hashed file's name is the hash of its final
 * text and of its dependencies' identities; other files keep their names and get rewritten imports.
 */
export function nameByContent(files) {
  const graph = new Map([...files].map(([file, { imports }]) => [file, [...new Set(imports)].filter((d) => files.has(d))]));
  /** file → { file: final name, text: final text, id: digest of its identity } */
  const done = new Map();
  const rename = (file, id) => {
    const m = HASHED.exec(posix.basename(file));
    return m ? posix.join(posix.dirname(file), `${m[1]}${shortHash(id)}${m[3]}`) : file;
  };
  for (const component of componentsLeavesFirst(graph)) {
    const members = new Set(component);
    const outside = (file) => graph.get(file).filter((d) => !members.has(d));
    const texts = new Map(
      component.map((file) => [file, outside(file).reduce((text, dep) => rewriteSpecifier(text, file, dep, done.get(dep).file), files.get(file).text)]),
    );
    const depIds = (file) => outside(file).map((d) => done.get(d).id).sort(Buffer.compare);
    if (component.length === 1 && !graph.get(component[0]).includes(component[0])) {
      const [file] = component;
      const id = digest(texts.get(file), ...depIds(file));
      done.set(file, { file: rename(file, id), text: texts.get(file), id });
      continue;
    }
    // A cycle: one identity for the group (every member's text, with the other members still under their
    // old names, which the group's identity then also covers), and each member's name from it.
    const group = digest(...component.flatMap((file) => [file, texts.get(file), ...depIds(file)]));
    const finals = new Map(component.map((file) => [file, { id: digest(group, file) }]));
    for (const file of component) finals.get(file).file = rename(file, finals.get(file).id);
    for (const file of component) {
      const inside = graph.get(file).filter((d) => members.has(d));
      const text = inside.reduce((t, dep) => rewriteSpecifier(t, file, dep, finals.get(dep).file), texts.get(file));
      done.set(file, { ...finals.get(file), text });
    }
  }
  return new Map([...done].map(([file, { file: name, text }]) => [file, { file: name, text }]));
}

/**
 * Where an import of `output` (a metafile output) points: an output of the build, or null. The early
 * search imports the blocks' files as externals spelled relative to itself.
 */
const importTarget = (file, i, outputs) => {
  if (i.path in outputs) return i.path;
  if (i.external && i.path.startsWith('.')) {
    const path = posix.join(posix.dirname(file), i.path);
    if (path in outputs) return path;
  }
  return null;
};

/**
 * Applies nameByContent to the JS files of a build on disk and to its metafile (output keys and import
 * paths). Returns old name → new name for the files it renamed.
 */
export function renameByContent(metafile) {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const files = new Map(
    js.map((file) => [file, { text: readFileSync(file, 'utf8'), imports: outputs[file].imports.map((i) => importTarget(file, i, outputs)).filter(Boolean) }]),
  );
  const result = nameByContent(files);
  const renamed = new Map();
  for (const [file, { file: name, text }] of result) {
    if (text !== files.get(file).text) writeFileSync(file, text);
    if (name !== file) {
      renameSync(file, name);
      renamed.set(file, name);
    }
  }
  const next = {};
  for (const [file, output] of Object.entries(outputs)) {
    for (const i of output.imports) {
      const target = importTarget(file, i, outputs);
      if (!target || !renamed.has(target)) continue;
      i.path = i.path === target ? renamed.get(target) : i.path.slice(0, i.path.lastIndexOf('/') + 1) + posix.basename(renamed.get(target));
    }
    if (result.has(file)) output.bytes = Buffer.byteLength(result.get(file).text);
    next[renamed.get(file) ?? file] = output;
  }
  metafile.outputs = next;
  return renamed;
}
