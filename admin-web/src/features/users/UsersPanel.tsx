import { useEffect, useState } from 'react';
import { Button, Spinner, TextField } from '@faithcraft/ui';
import { FetchFailed } from '../../components/FetchFailed';
import { FETCH_FAILED } from '../../lib/constants';
import { formatCents, formatCount, formatDate } from '../../lib/format';
import { subscriptionLabel } from '../../lib/labels';
import { ManageUserDialog } from './ManageUserDialog';
import { displayName, hasName, type AdminUser } from './types';
import { PAGE_SIZE, useUserDirectory } from './useUserDirectory';

const SEARCH_DELAY_MS = 300;

/** Users tab (spec 001 §2): every account, a page at a time from the server, searchable. */
export default function UsersPanel() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [managedId, setManagedId] = useState<string | null>(null);
  const [managedLast, setManagedLast] = useState<AdminUser | null>(null);

  // The server is asked once typing pauses; a new search starts at the first page.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const { users, total, hasMore, beyondWindow, error, loading, refetch } = useUserDirectory({ search, offset });
  // The dialog shows the row's latest figures (the list refreshes after every change).
  const managed = managedId ? (users?.find((user) => user.id === managedId) ?? managedLast) : null;

  if (!users && error) {
    return (
      <FetchFailed error={error} message={FETCH_FAILED.users} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }

  const first = offset + 1;
  const last = offset + (users?.length ?? 0);
  return (
    <div className="tab-stack">
      <div className="table-toolbar">
        <TextField
          label="Search users"
          type="search"
          placeholder="Email, first or last name"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="table-toolbar__search"
        />
        <p className="muted" aria-live="polite" data-testid="users-range">
          {users && users.length > 0
            ? `Showing ${formatCount(first)}–${formatCount(last)}${total !== null ? ` of ${formatCount(total)}` : ''}`
            : users
              ? 'No users match.'
              : ''}
        </p>
      </div>
      {error && users && (
        <p className="inline-error" role="alert">
          {FETCH_FAILED.users}
        </p>
      )}
      <div className="table-scroll">
        <table className="data-table data-table--nowrap" data-testid="users-table" aria-busy={loading}>
          <caption className="visually-hidden">Users, newest first</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Subscription</th>
              <th scope="col">Revenue</th>
              <th scope="col">Joined</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users?.map((user) => (
              <tr key={user.id} data-testid="user-row">
                <th scope="row">{hasName(user) ? displayName(user) : <span className="muted">No name</span>}</th>
                <td>{user.email}</td>
                <td>
                  <span className={`badge badge--${user.role === 'admin' ? 'admin' : 'plain'}`}>{user.role}</span>
                </td>
                <td>
                  <span className={`badge badge--${user.subscriptionStatus === 'ACTIVE' ? 'active' : 'plain'}`}>
                    {subscriptionLabel(user.subscriptionStatus)}
                  </span>
                </td>
                <td>{formatCents(user.totalRevenueCents ?? 0)}</td>
                <td>{formatDate(user.createdAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Manage ${user.email}`}
                    onClick={() => {
                      setManagedId(user.id);
                      setManagedLast(user);
                    }}
                  >
                    Manage
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!users && <Spinner label="Loading users" />}
      </div>
      <nav className="pager" aria-label="User pages">
        {beyondWindow && <p className="muted">Search to narrow the list: pages reach the first 10,000 users.</p>}
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0 || loading}
          onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasMore || loading}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          Next
        </Button>
      </nav>
      {managed && (
        <ManageUserDialog
          key={managed.id}
          user={managed}
          onClose={() => {
            setManagedId(null);
            setManagedLast(null);
          }}
        />
      )}
    </div>
  );
}
