import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';

type Openers = Map<string, () => void>;

const OpenersContext = createContext<Openers | null>(null);

/** Lets a control elsewhere on the detail (the quick-actions panel or bar) open an action panel by name. */
export function ActionOpenerProvider({ children }: { children: ReactNode }) {
  const openers = useMemo<Openers>(() => new Map(), []);
  return <OpenersContext.Provider value={openers}>{children}</OpenersContext.Provider>;
}

/** Registers how to open the action `name` while the caller is mounted. */
export function useRegisterActionOpener(name: string, open: () => void): void {
  const openers = useContext(OpenersContext);
  // Layout effect: registered in the same commit the button appears in, so no click can come first.
  useLayoutEffect(
    function register() {
      openers?.set(name, open);
      return function unregister() {
        openers?.delete(name);
      };
    },
    [openers, name, open],
  );
}

/** Opens the action `name` (no-op when it is not on the page). */
export function useOpenAction(): (name: string) => void {
  const openers = useContext(OpenersContext);
  return (name) => openers?.get(name)?.();
}
