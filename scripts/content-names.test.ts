import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { componentsLeavesFirst, isHashed, nameByContent, rewriteSpecifier } from './content-names.mjs';

type Files = Map<string, { text: string; imports: string[] }>;
type Named = Map<string, { file: string; text: string }>;

const B = 'o/assets/blocks';
const C = 'o/assets/chunks';
const R = 'o/assets/runtime';

/** A block importing a chunk that imports a leaf chunk; the leaf's text is the variable. */
const chain = (leaf: string): Files =>
  new Map([
    [`${B}/table.js`, { text: `import{a}from"../chunks/chunk-AAAAAAAA.js";a();`, imports: [`${C}/chunk-AAAAAAAA.js`] }],
    [`${C}/chunk-AAAAAAAA.js`, { text: `import{b}from"./chunk-BBBBBBBB.js";export const a=()=>b;`, imports: [`${C}/chunk-BBBBBBBB.js`] }],
    [`${C}/chunk-BBBBBBBB.js`, { text: leaf, imports: [] }],
  ]);

const run = (files: Files): Named => nameByContent(files);

describe('rewriteSpecifier: an import of one file becomes an import of its final name', () => {
  it.each([
    ['sibling chunk', `${C}/x.js`, `import{a}from"./chunk-AAAAAAAA.js";`, `${C}/chunk-AAAAAAAA.js`, `import{a}from"./chunk-ZZZZZZZZ.js";`],
    ['chunk from a block', `${B}/x.js`, `import"../chunks/chunk-AAAAAAAA.js";`, `${C}/chunk-AAAAAAAA.js`, `import"../chunks/chunk-ZZZZZZZZ.js";`],
    ['dynamic import', `${C}/x.js`, `import("./nl-base-AAAAAAAA.js")`, `${C}/nl-base-AAAAAAAA.js`, `import("./nl-base-ZZZZZZZZ.js")`],
    ['spelled ./../ (the early search)', `${R}/early-search.js`, `import("./../chunks/chunk-AAAAAAAA.js")`, `${C}/chunk-AAAAAAAA.js`, `import("./../chunks/chunk-ZZZZZZZZ.js")`],
    ['every occurrence', `${C}/x.js`, `import"./chunk-AAAAAAAA.js";import('./chunk-AAAAAAAA.js')`, `${C}/chunk-AAAAAAAA.js`, `import"./chunk-ZZZZZZZZ.js";import('./chunk-ZZZZZZZZ.js')`],
  ])('%s', (_name, file, text, from, expected) => {
    expect(rewriteSpecifier(text, file, from, from.replace('AAAAAAAA', 'ZZZZZZZZ'))).toBe(expected);
  });

  it('leaves a same-named file of another folder alone, and fails when the text spells no specifier for the import', () => {
    const text = `import"../blocks/chunk-AAAAAAAA.js";`;
    expect(() => rewriteSpecifier(text, `${C}/x.js`, `${C}/chunk-AAAAAAAA.js`, `${C}/chunk-ZZZZZZZZ.js`)).toThrow(/spells no specifier/);
  });
});

describe('componentsLeavesFirst', () => {
  it.each([
    ['a chain', { a: ['b'], b: ['c'], c: [] }, [['c'], ['b'], ['a']]],
    ['a cycle with a leaf', { a: ['b'], b: ['a', 'c'], c: [] }, [['c'], ['a', 'b']]],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, [['d'], ['b'], ['c'], ['a']]],
  ])('%s', (_name, graph, expected) => {
    expect(componentsLeavesFirst(new Map(Object.entries(graph)))).toEqual(expected);
  });
});

describe('nameByContent: a hashed name stands for one content', () => {
  it('names hashed files like esbuild does and keeps stable names', () => {
    const out = run(chain('export const b=1;'));
    expect(out.get(`${B}/table.js`)!.file).toBe(`${B}/table.js`);
    for (const old of [`${C}/chunk-AAAAAAAA.js`, `${C}/chunk-BBBBBBBB.js`]) {
      expect(out.get(old)!.file).toMatch(/^o\/assets\/chunks\/chunk-[A-Z2-7]{8}\.js$/);
      expect(isHashed(out.get(old)!.file)).toBe(true);
    }
    expect(isHashed(`${B}/table.js`)).toBe(false);
  });

  it('every import names the final file', () => {
    const out = run(chain('export const b=1;'));
    const leaf = out.get(`${C}/chunk-BBBBBBBB.js`)!.file.split('/').pop();
    const middle = out.get(`${C}/chunk-AAAAAAAA.js`)!;
    expect(middle.text).toBe(`import{b}from"./${leaf}";export const a=()=>b;`);
    expect(out.get(`${B}/table.js`)!.text).toContain(`"../chunks/${middle.file.split('/').pop()}"`);
  });

  it('a change in a leaf renames every file that reaches it, though their own code is unchanged', () => {
    const one = run(chain('export const b=1;'));
    const two = run(chain('export const b=2;'));
    expect(two.get(`${C}/chunk-BBBBBBBB.js`)!.file).not.toBe(one.get(`${C}/chunk-BBBBBBBB.js`)!.file);
    expect(two.get(`${C}/chunk-AAAAAAAA.js`)!.file).not.toBe(one.get(`${C}/chunk-AAAAAAAA.js`)!.file);
    // The same input gives the same names and bytes.
    expect(run(chain('export const b=1;'))).toEqual(one);
  });

  it('the same bytes under another esbuild name get the same final name', () => {
    const files = chain('export const b=1;');
    const renamed: Files = new Map(
      [...files].map(([file, v]) => [file.replace('BBBBBBBB', 'CCCCCCCC'), { text: v.text.replace('BBBBBBBB', 'CCCCCCCC'), imports: v.imports.map((i) => i.replace('BBBBBBBB', 'CCCCCCCC')) }]),
    );
    expect(run(renamed).get(`${C}/chunk-CCCCCCCC.js`)).toEqual(run(files).get(`${C}/chunk-BBBBBBBB.js`));
    expect(run(renamed).get(`${C}/chunk-AAAAAAAA.js`)).toEqual(run(files).get(`${C}/chunk-AAAAAAAA.js`));
  });

  it('a change in a stable-named dependency (the early search) renames the hashed files that import it', () => {
    const withEarly = (early: string): Files =>
      new Map([
        [`${R}/early-search.js`, { text: early, imports: [] }],
        [`${C}/chunk-AAAAAAAA.js`, { text: `import{_0}from"../runtime/early-search.js";export{_0};`, imports: [`${R}/early-search.js`] }],
      ]);
    const one = run(withEarly('export const _0=1;'));
    const two = run(withEarly('export const _0=2,_1=1;'));
    expect(two.get(`${R}/early-search.js`)!.file).toBe(`${R}/early-search.js`);
    expect(two.get(`${C}/chunk-AAAAAAAA.js`)!.text).toBe(one.get(`${C}/chunk-AAAAAAAA.js`)!.text);
    expect(two.get(`${C}/chunk-AAAAAAAA.js`)!.file).not.toBe(one.get(`${C}/chunk-AAAAAAAA.js`)!.file);
  });

  it('the files of an import cycle name each other by their final names; a change in one renames both', () => {
    const cycle = (b: string): Files =>
      new Map([
        [`${C}/chunk-AAAAAAAA.js`, { text: `import{b}from"./chunk-BBBBBBBB.js";export const a=1;`, imports: [`${C}/chunk-BBBBBBBB.js`] }],
        [`${C}/chunk-BBBBBBBB.js`, { text: `import{a}from"./chunk-AAAAAAAA.js";${b}`, imports: [`${C}/chunk-AAAAAAAA.js`] }],
      ]);
    const one = run(cycle('export const b=a;'));
    const a = one.get(`${C}/chunk-AAAAAAAA.js`)!;
    const b = one.get(`${C}/chunk-BBBBBBBB.js`)!;
    expect(a.file).not.toBe(b.file);
    expect(a.text).toBe(`import{b}from"./${b.file.split('/').pop()}";export const a=1;`);
    expect(b.text).toBe(`import{a}from"./${a.file.split('/').pop()}";export const b=a;`);
    const two = run(cycle('export const b=a+1;'));
    expect(two.get(`${C}/chunk-AAAAAAAA.js`)!.file).not.toBe(a.file);
    expect(two.get(`${C}/chunk-BBBBBBBB.js`)!.file).not.toBe(b.file);
  });
});
