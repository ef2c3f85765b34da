import { useId, useState, type ReactNode } from 'react';
import { SectionHeading } from '../parts/section-heading';

export interface DisclosureProps {
  label: string;
  name: string;
  children: ReactNode;
}

/** A button that shows or hides one action panel (WAI-ARIA disclosure); the panel mounts on first open. */
export function Disclosure({ label, name, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = `eb-detail-${name}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <div className={`eb-detail__action eb-detail__action--${name}`}>
      <SectionHeading className="eb-detail__action-heading">
        <button type="button" className="eb-detail__action-toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={id} onClick={() => setOpen(!open)}>
          {label}
        </button>
      </SectionHeading>
      <div id={id} className="eb-detail__action-panel" hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
