import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SectionHeading } from '../parts/section-heading';
import { useRegisterActionOpener } from './action-opener';

export interface DisclosureProps {
  label: string;
  name: string;
  children: ReactNode;
}

const FIRST_CONTROL = 'input:not([type="hidden"]), select, textarea, button';

/**
 * A button that shows or hides one action panel (WAI-ARIA disclosure); the panel mounts on first open.
 * Opened from the quick actions, it scrolls into view and takes focus: its first control, else its toggle.
 */
export function Disclosure({ label, name, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const [focusWanted, setFocusWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = `eb-detail-${name}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const openFromElsewhere = useCallback(() => {
    setOpen(true);
    setFocusWanted(true);
  }, []);
  useRegisterActionOpener(name, openFromElsewhere);
  useEffect(
    function focusOpenedPanel() {
      if (!open || !focusWanted) return;
      setFocusWanted(false);
      const target = panelRef.current?.querySelector<HTMLElement>(FIRST_CONTROL) ?? toggleRef.current;
      toggleRef.current?.scrollIntoView?.({ block: 'start' });
      target?.focus({ preventScroll: true });
    },
    [open, focusWanted],
  );
  return (
    <div className={`eb-detail__action eb-detail__action--${name}`}>
      <SectionHeading className="eb-detail__action-heading">
        <button ref={toggleRef} type="button" className="eb-detail__action-toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={id} onClick={() => setOpen(!open)}>
          {label}
        </button>
      </SectionHeading>
      <div ref={panelRef} id={id} className="eb-detail__action-panel" hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
