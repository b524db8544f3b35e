import { Link, NavLink } from 'react-router-dom';
import { ButtonLink } from '../ui/Button';
import { Logo } from './Logo';
import { UserMenu, type MenuUser } from './UserMenu';

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
              <UserMenu user={user} />
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
