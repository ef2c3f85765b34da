import ts from 'typescript';

/**
 * Per file, the TypeScript errors of `files` compiled together as a site builder's project would
 * (strict, bundler resolution, ES2022 without DOM), as "TS<code>: message" lines; [] when it type-checks.
 * One program for many samples: each compile loads the standard library once.
 */
export function typeErrors(files: string[]): Record<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const errors: Record<string, string[]> = Object.fromEntries(files.map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file?.fileName ?? '';
    (errors[file] ??= []).push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  return errors;
}
