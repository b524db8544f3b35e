import { Link } from 'react-router-dom';
import { ChevronDown, LogOut, Shield, User } from 'lucide-react';
import { Menu, MenuItem, MenuSeparator } from '@faithcraft/ui';

export interface MenuUser {
  email: string;
  firstName?: string | null | undefined;
  role: string;
}

/** First name, else e-mail, else 'User' (spec §2, Header). */
export function menuDisplayName(user: MenuUser): string {
  return user.firstName?.trim() || user.email || 'User';
}

/** The account menu (the kit's Menu: the WAI-ARIA menu-button pattern, keyboard included). */
export function UserMenu({ user }: { user: MenuUser }) {
  const name = menuDisplayName(user);
  const initial = name.charAt(0).toUpperCase();
  return (
    <div className="user-menu">
      <Menu
        className="user-menu__panel"
        trigger={
          <button type="button" className="user-menu__button" data-testid="user-menu">
            <span className="avatar" aria-hidden="true">
              {initial}
            </span>
            <span className="user-menu__name">{name}</span>
            <ChevronDown size={16} className="user-menu__chevron" aria-hidden="true" />
          </button>
        }
      >
        <div className="user-menu__meta" aria-hidden="true">
          <span className="user-menu__meta-label">Signed in as</span>
          <span className="user-menu__meta-email">{user.email}</span>
        </div>
        <MenuItem className="user-menu__item">
          <Link to="/profile">
            <User size={18} aria-hidden="true" />
            Profile
          </Link>
        </MenuItem>
        {user.role === 'admin' && (
          // The admin panel is a separate app, so this is a full page navigation.
          <MenuItem className="user-menu__item">
            <a href="/admin">
              <Shield size={18} aria-hidden="true" />
              Admin Panel
            </a>
          </MenuItem>
        )}
        <MenuSeparator className="user-menu__separator" />
        <MenuItem className="user-menu__item">
          <a href="/api/logout">
            <LogOut size={18} aria-hidden="true" />
            Sign Out
          </a>
        </MenuItem>
      </Menu>
    </div>
  );
}
