import { createContext, useContext, type ReactNode } from 'react';

/** Level of the detail's section headings: one below the block's title (headingLevel + 1), so levels never skip. */
const SectionLevel = createContext<2 | 3>(3);

export const SectionLevelProvider = SectionLevel.Provider;

/** The level below the section headings (estate cards in "similar estates"). */
export const useSubsectionLevel = () => (useContext(SectionLevel) + 1) as 3 | 4;

export function SectionHeading({ className, id, children }: { className: string; id?: string; children: ReactNode }) {
  const Heading = `h${useContext(SectionLevel)}` as 'h3';
  return (
    <Heading className={className} id={id}>
      {children}
    </Heading>
  );
}
