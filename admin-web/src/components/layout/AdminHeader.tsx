export interface HeaderUser {
  email: string;
  firstName?: string | null | undefined;
}

/** Top bar of the admin app; links back to the main product (a different app, so plain links). */
export function AdminHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="admin-header">
      <div className="admin-header__inner">
        <a href="/admin/" className="admin-brand">
          <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
            <rect width="40" height="40" rx="11" fill="#b4511f" />
            <path d="M11 28.5V14a2 2 0 0 1 2-2h7.5v16.5H13a2 2 0 0 0-2 0Z" fill="#fff4dc" opacity=".75" />
            <path d="M29 28.5V14a2 2 0 0 0-2-2h-7.5v16.5H27a2 2 0 0 1 2 0Z" fill="#fff4dc" />
          </svg>
          <span>
            FaithCraft <span className="admin-brand__tag">Admin</span>
          </span>
        </a>
        <nav className="admin-header__links" aria-label="Account">
          {user && (
            <span className="admin-header__user" title={user.email}>
              {user.firstName?.trim() || user.email}
            </span>
          )}
          <a href="/">Back to FaithCraft</a>
          {user && <a href="/api/logout">Sign Out</a>}
        </nav>
      </div>
    </header>
  );
}
