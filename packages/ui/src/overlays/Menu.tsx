import type { ReactElement, ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';

interface MenuProps {
  /** The button that opens the menu (rendered as-is, Radix adds the menu-button ARIA). */
  trigger: ReactElement;
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}

/**
 * A WAI-ARIA menu button (Radix DropdownMenu): Enter/Space/ArrowDown open it on the first item,
 * arrows move (with typeahead), Escape closes and returns focus to the button, Tab closes.
 */
export function Menu({ trigger, children, className, align = 'end' }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={className} align={align} sideOffset={8} loop>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

/** One entry; pass a link or button as the child (it keeps its own navigation or action). */
export function MenuItem({ children, className }: { children: ReactElement; className?: string }) {
  return (
    <RadixMenu.Item asChild className={className}>
      {children}
    </RadixMenu.Item>
  );
}

export function MenuSeparator({ className }: { className?: string }) {
  return <RadixMenu.Separator className={className} />;
}
