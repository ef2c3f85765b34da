/**
 * The default build swaps React for preact/compat: widgets are written against the React 19 API
 * ('react', 'react-dom/client', the automatic JSX runtime) and these aliases retarget them.
 * Used by esbuild.config.mjs; vitest.config.ts holds the same map for the `preact` test project.
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};

/** esbuild plugin resolving the React imports to preact (exact matches only). */
export function preactAliasPlugin() {
  return {
    name: 'preact-alias',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        const target = PREACT_ALIASES[args.path];
        if (!target) return undefined;
        const result = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        return result.errors.length ? { errors: result.errors } : { path: result.path, sideEffects: result.sideEffects };
      });
    },
  };
}
