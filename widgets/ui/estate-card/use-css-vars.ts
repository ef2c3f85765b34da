import { useLayoutEffect, useRef } from 'react';

/**
 * Sets CSS custom properties through the CSSOM. Under the strict CSP (style-src 'self') a style
 * attribute in markup is refused, while CSSOM writes are allowed; the stylesheet reads the variables.
 */
export function useCssVars<T extends HTMLElement>(vars: Record<string, string | undefined>) {
  const ref = useRef<T | null>(null);
  const key = JSON.stringify(vars);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    for (const [name, value] of Object.entries(vars)) {
      if (value) el.style.setProperty(name, value);
      else el.style.removeProperty(name);
    }
    // `key` is the text of `vars`: a new object with the same values writes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ref;
}
