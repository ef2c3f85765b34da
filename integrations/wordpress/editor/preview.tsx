/**
 * The block as the visitor sees it, in the editor canvas: the bundle (loaded once into the editor page,
 * with the site's script-tag settings) mounts the block into a plain element through
 * window.EstateBlocks.mount, and re-mounts it into a new element when the configuration changes.
 */
import { useEffect, useRef } from 'react';
import { config } from './config';

interface EstateBlocksApi {
  mount(el: Element): Promise<unknown> | unknown;
  unmount(el: Element): void;
}
const api = () => (window as { EstateBlocks?: EstateBlocksApi }).EstateBlocks;

let bundle: Promise<EstateBlocksApi> | undefined;
function loadBundle(): Promise<EstateBlocksApi> {
  bundle ??= new Promise<EstateBlocksApi>((resolve, reject) => {
    const attrs = config().script;
    const loaded = api();
    if (loaded) return resolve(loaded);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = attrs.src.replace(/\.js(\?.*)?$/, '.css$1');
    document.head.append(link);
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
    script.addEventListener('load', () => (api() ? resolve(api()!) : reject(new Error('the bundle defined no window.EstateBlocks'))));
    script.addEventListener('error', () => reject(new Error(`could not load ${attrs.src}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}

export function Preview({ name, node }: { name: string; node: Record<string, unknown> }) {
  const ref = useRef<HTMLDivElement>(null);
  const json = JSON.stringify(node);
  useEffect(
    function mountBlock() {
      const host = ref.current;
      if (!host) return;
      let live = true;
      // A fresh element per mount: the bundle's unmount finishes after this cleanup (the React build's
      // root.unmount runs once the mount's promise settles), so the old root must keep its own element;
      // emptying a shared one under it makes React's removeChild throw.
      const el = document.createElement('div');
      el.setAttribute('data-block', name);
      el.setAttribute('data-node', encodeURIComponent(json));
      host.append(el);
      loadBundle().then(
        (eb) => live && eb.mount(el),
        (error: unknown) => live && (el.textContent = `Preview unavailable: ${String(error)}`),
      );
      return function unmountBlock() {
        live = false;
        api()?.unmount(el);
        el.remove();
      };
    },
    [name, json],
  );
  return <div ref={ref} className="estate-blocks-editor__preview" />;
}
