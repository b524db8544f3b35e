import { Outlet } from 'react-router-dom';
import { AuthGate, isAdmin, useCurrentUser } from '@faithcraft/ui';
import { AccessDenied, LoadFailed, SignInRequired } from '../components/layout/AccessCards';
import { AdminHeader } from '../components/layout/AdminHeader';

/**
 * Every admin page requires role admin. The server enforces it on each query too; the kit's gate
 * only decides what to show: spinner, sign-in card, Access Denied, or the page.
 */
export function AdminLayout({ deniedMessage }: { deniedMessage?: string }) {
  const { user } = useCurrentUser();
  return (
    <div className="admin-shell">
      <AdminHeader user={user} />
      <main className="admin-main" id="main">
        <AuthGate
          signedOut={<SignInRequired />}
          allow={isAdmin}
          denied={<AccessDenied message={deniedMessage} />}
          failed={(retry) => <LoadFailed onRetry={retry} />}
        >
          {() => <Outlet />}
        </AuthGate>
      </main>
    </div>
  );
}
