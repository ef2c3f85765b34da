/** Injected by esbuild at build time (esbuild.config.mjs); 'dev' in tests. */
declare const __VERSION__: string;
declare module '*.css';
declare module '*.png' {
  const dataUrl: string;
  export default dataUrl;
}
