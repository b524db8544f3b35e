import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs (Radix) with automatic activation: only the selected tab is in the Tab order,
 * Left/Right move and select (wrapping), Home/End jump to the first/last tab.
 */
export function Tabs<K extends string>({ tabs, selected, onSelect, label }: TabsProps<K>) {
  return (
    <RadixTabs.Root
      className="tabs"
      value={selected}
      onValueChange={(value) => onSelect(value as K)}
      activationMode="automatic"
    >
      <RadixTabs.List className="tabs__list" aria-label={label} loop>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className="tabs__tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="tabs__panel">
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
