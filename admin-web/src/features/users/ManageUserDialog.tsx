import { Dialog, Select } from '@faithcraft/ui';
import type { SubscriptionStatus } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { ROLE_OPTIONS, SUBSCRIPTION_OPTIONS, subscriptionLabel } from '../../lib/labels';
import { AllowanceSection } from './AllowanceSection';
import { DangerZone } from './DangerZone';
import { displayName, type AdminUser } from './types';
import { useUserActions } from './useUserActions';

/**
 * The manage-user dialog (spec 001 §2, §4, §5): details, role and subscription, the generation
 * allowance, credits, and deletion. It closes after a generations update, a role change or a
 * deletion; every change refreshes the user list.
 */
export function ManageUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const actions = useUserActions(user.id);
  const roles = (ROLE_OPTIONS as readonly string[]).includes(user.role) ? ROLE_OPTIONS : [user.role, ...ROLE_OPTIONS];

  return (
    <Dialog
      open
      onClose={onClose}
      title="Manage User"
      description={displayName(user)}
      testId="manage-user-dialog"
      className="manage-user-dialog"
    >
      <div className="manage-user">
        <dl className="detail-list" data-testid="user-details">
          <div>
            <dt>ID</dt>
            <dd>
              <code>{user.id}</code>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd data-testid="detail-role">{user.role}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="detail-status">{subscriptionLabel(user.subscriptionStatus)}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
        </dl>

        <div className="two-col">
          <Select
            label="Role"
            value={user.role}
            options={roles.map((role) => ({ value: role, label: role }))}
            onValueChange={(role) => {
              if (role === user.role) return;
              void actions.changeRole(role).then((ok) => ok && onClose());
            }}
          />
          <Select<SubscriptionStatus>
            label="Subscription"
            value={user.subscriptionStatus}
            options={SUBSCRIPTION_OPTIONS}
            onValueChange={(status) => {
              if (status !== user.subscriptionStatus) void actions.changeSubscription(status);
            }}
          />
        </div>

        <AllowanceSection user={user} actions={actions} onUpdated={onClose} />
        <DangerZone actions={actions} onDeleted={onClose} />
      </div>
    </Dialog>
  );
}
