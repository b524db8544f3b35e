import { Outlet } from 'react-router-dom';
import { AccessDenied, LoadFailed, SignInRequired } from '../components/layout/AccessCards';
import { AdminHeader } from '../components/layout/AdminHeader';
import { Spinner } from '../components/ui/Spinner';
import { useCurrentUser } from '../features/auth/useCurrentUser';

/**
 * Every admin page requires role admin. The server enforces it on each query too; this gate only
 * decides what to show: spinner, sign-in card, Access Denied, or the page.
 */
export function AdminLayout() {
  const { user, loading, error, refetch } = useCurrentUser();

  let content;
  if (loading) content = <Spinner />;
  else if (!user && error) content = <LoadFailed onRetry={refetch} />;
  else if (!user) content = <SignInRequired />;
  else if (user.role !== 'admin') content = <AccessDenied />;
  else content = <Outlet />;

  return (
    <div className="admin-shell">
      <AdminHeader user={user} />
      <main className="admin-main" id="main">
        {content}
      </main>
    </div>
  );
}
