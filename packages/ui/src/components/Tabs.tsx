import { useRef, type KeyboardEvent, type ReactNode } from 'react';
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
 * WAI-ARIA tabs (Radix: roles, ids, panel wiring) with automatic activation: only the selected
 * tab is in the Tab order, Left/Right move and select (wrapping), Home/End jump to the ends.
 */
export function Tabs<K extends string>({ tabs, selected, onSelect, label }: TabsProps<K>) {
  const triggers = useRef(new Map<K, HTMLButtonElement>());

  // Arrow keys select at once (Radix's roving focus moves on a timer, so the selection would
  // trail the key press); handled here, Radix's own handler is skipped via preventDefault.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    const tab = target === undefined ? undefined : tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    triggers.current.get(tab.id)?.focus();
  }

  return (
    <RadixTabs.Root
      className="tabs"
      value={selected}
      onValueChange={(value) => onSelect(value as K)}
      activationMode="automatic"
    >
      <RadixTabs.List className="tabs__list" aria-label={label} loop>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="tabs__tab"
            onKeyDown={onKeyDown}
            ref={(element) => {
              if (element) triggers.current.set(tab.id, element);
              else triggers.current.delete(tab.id);
            }}
          >
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
