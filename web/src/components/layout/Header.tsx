import { lazy } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ButtonLink } from '@faithcraft/ui';
import { AfterFirstPaint } from '../../app/AfterFirstPaint';
import { Logo } from './Logo';
import type { MenuUser } from './UserMenu';

// Visitors never see the account menu, so its menu primitive (and positioning code) loads only
// for signed-in users, keeping it out of the landing page's first load.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

const NAV_LINKS = [
  { to: '/generator', label: 'Create Content' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/library', label: 'My Library' },
] as const;

/** Site header. `user` is null for visitors. NavLink marks the current route with aria-current. */
export function Header({ user }: { user: MenuUser | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Logo />
        {user ? (
          <>
            <nav className="site-nav" aria-label="Main">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="site-header__actions">
              {/* The menu's code (Radix) loads after the page's first paint, never before it. */}
              <AfterFirstPaint placeholder={<span className="user-menu" />}>
                <UserMenu user={user} />
              </AfterFirstPaint>
            </div>
          </>
        ) : (
          <div className="site-header__actions">
            <Link to="/signin" className="site-header__signin">
              Sign In
            </Link>
            <ButtonLink to="/subscribe" size="sm">
              Create Content
            </ButtonLink>
          </div>
        )}
      </div>
    </header>
  );
}
