/**
 * Dependencies ship as published: a build may resolve a package to another (shims/ aliases), never change
 * the bytes of a file it reads from node_modules, so `npm update` within a pinned major needs no re-fit.
 * esbuild's metafile records, per input, the size of the source it compiled: after a plugin's onLoad that
 * returns other contents, that size differs from the file on disk.
 */
import { statSync } from 'node:fs';

const DEPENDENCY = /(?:^|\/)node_modules\//;

/** The node_modules inputs of `meta` whose compiled source is not the file on disk, with both sizes. */
export function rewrittenDependencies(meta, sizeOnDisk = (path) => statSync(path).size) {
  return Object.entries(meta.inputs)
    .filter(([path]) => DEPENDENCY.test(path))
    .map(([path, input]) => ({ path, compiled: input.bytes, onDisk: sizeOnDisk(path) }))
    .filter((input) => input.compiled !== input.onDisk);
}
