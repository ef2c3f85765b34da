import { useState, type ReactNode } from 'react';
import { Tabs } from '../../ui/tabs/tabs';
import type { SectionView } from '../../../core/view-models/detail-view';
import { FieldList } from './field-list';

export interface NotaryTabsProps {
  tabs: SectionView[];
  label: string;
  /** Content shown above a tab's fields, by tab key (the EPC bar on the epc tab). */
  before?: Partial<Record<string, ReactNode>>;
}

let tabSets = 0;

/** The notary-feed tabs of spec §2 as a WAI-ARIA tab set. */
export function NotaryTabs({ tabs, label, before = {} }: NotaryTabsProps) {
  // Ids unique per page: two detail blocks on one page must not share a tab's aria-controls target.
  const [idPrefix] = useState(() => `eb-detail-tabs-${++tabSets}`);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      idPrefix={idPrefix}
      label={label}
      items={tabs.map((tab) => ({ id: tab.key, label: tab.title, panel: (
        <>
          {before[tab.key] ?? null}
          <FieldList fields={tab.fields} />
        </>
      ) }))}
    />
  );
}
