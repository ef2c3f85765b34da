import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts: an outcome that replaces the control the visitor used
 * (a form's confirmation) so keyboard and screen-reader users land on it and hear it. The element needs
 * tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(function focusOutcome() {
    ref.current?.focus();
  }, []);
  return ref;
}
