/** Injected by esbuild at build time (esbuild.config.mjs); 'dev' in tests. */
declare const __VERSION__: string;
declare module '*.css';
declare module '*.png' {
  const dataUrl: string;
  export default dataUrl;
}
/** Leaflet's own ES module build: esbuild drops the parts the map does not use (≈ 1.7 KB gzip less than the UMD build). */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
