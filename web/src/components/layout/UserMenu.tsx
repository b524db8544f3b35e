import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, LogOutIcon, ShieldIcon, UserIcon } from '../ui/Icons';

export interface MenuUser {
  email: string;
  firstName?: string | null | undefined;
  role: string;
}

/** First name, else e-mail, else 'User' (spec §2, Header). */
export function menuDisplayName(user: MenuUser): string {
  return user.firstName?.trim() || user.email || 'User';
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * Account menu following the WAI-ARIA menu-button pattern: Enter/Space/ArrowDown open it and
 * focus the first item, arrow keys move, Home/End jump, Escape closes and returns focus, Tab
 * closes and moves on.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const name = menuDisplayName(user);
  const initial = name.charAt(0).toUpperCase();

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    const target = pendingFocus.current === 'last' ? list.at(-1) : list[0];
    pendingFocus.current = null;
    target?.focus();

    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    pendingFocus.current = focus;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu__button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu__name">{name}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className="user-menu__panel"
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          <div className="user-menu__meta" aria-hidden="true">
            <span className="user-menu__meta-label">Signed in as</span>
            <span className="user-menu__meta-email">{user.email}</span>
          </div>
          <Link role="menuitem" tabIndex={-1} to="/profile" className="user-menu__item" onClick={() => close(false)}>
            <UserIcon size={18} />
            Profile
          </Link>
          {user.role === 'admin' && (
            // The admin panel is a separate app, so this is a full page navigation.
            <a role="menuitem" tabIndex={-1} href="/admin" className="user-menu__item">
              <ShieldIcon size={18} />
              Admin Panel
            </a>
          )}
          <div className="user-menu__separator" role="separator" />
          <a role="menuitem" tabIndex={-1} href="/api/logout" className="user-menu__item">
            <LogOutIcon size={18} />
            Sign Out
          </a>
        </div>
      )}
    </div>
  );
}
