import './tabs.css';
import type { ReactNode } from 'react';
import { useRovingTabs } from './use-roving-tabs';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for element ids; unique per page. */
  idPrefix: string;
  /** Id of the tab selected first; default the first tab. */
  initial?: string;
}

export function Tabs({ items, label, idPrefix, initial }: TabsProps) {
  const { selected, select, onKeyDown, register } = useRovingTabs(
    items.map((item) => item.id),
    initial,
  );
  return (
    <div className="eb-tabs">
      <div className="eb-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={register(item.id)}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.id}`}
              className={`eb-tabs__tab${isSelected ? ' eb-tabs__tab--selected' : ''}`}
              aria-selected={isSelected ? 'true' : 'false'}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          className="eb-tabs__panel"
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
