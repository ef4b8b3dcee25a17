import type React from 'react';
import { useRef } from 'react';
import { classNames } from './class-names.ts';

export type TabItem = { id: string; label: React.ReactNode; panel: React.ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel element ids (unique on the page). */
  idPrefix: string;
  className?: string;
};

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list (roving tabindex), Left/Right/Home/End move
 * between tabs and select them, each panel is labelled by its tab and reachable with Tab.
 * Every panel stays in the DOM (hidden when not selected), so aria-controls always points somewhere.
 */
export function Tabs({ label, tabs, selected, onSelect, idPrefix, className }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.id === selected));

  function move(event: React.KeyboardEvent, from: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: from === last ? 0 : from + 1, ArrowLeft: from === 0 ? last : from - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[target]?.focus();
  }

  return (
    <div className={classNames('ql-tabs', className)}>
      <div role="tablist" aria-label={label} className="ql-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            className="ql-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== index}
          className="ql-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
