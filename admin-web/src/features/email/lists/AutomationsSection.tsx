import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { Panel } from '../../../components/Panel';
import { formatCount, formatDateTime } from '../../../lib/format';
import {
  EmailAutomationsQuery,
  EmailCampaignsQuery,
  QuickActionMutation,
  SetAutomationStatusMutation,
} from '../documents';
import { AUTOMATION_STATUS_LABELS, EmailTexts, statusTone } from '../emailRules';
import { StatusBadge } from '../fields';
import { useEmailAction } from '../useEmailAction';
import type { EmailQuickAction } from '../../../__generated__/graphql';

const QUICK_ACTIONS: readonly { action: EmailQuickAction; label: string; what: string }[] = [
  {
    action: 'START_WELCOME_CAMPAIGN',
    label: 'Start welcome campaign',
    what: 'Sends the welcome mail to New Visitors who have not had it yet.',
  },
  {
    action: 'SEND_UPGRADE_BLAST',
    label: 'Send upgrade blast',
    what: 'Sends the Family Plan promotion to everyone in Limit Reached.',
  },
];

/** Automated campaigns (event- and schedule-driven) with pause/resume, and the two quick actions. */
export function AutomationsSection() {
  const act = useEmailAction();
  const { data, error, refetch } = useQuery(EmailAutomationsQuery, { fetchPolicy: 'cache-and-network' });
  const refresh = { refetchQueries: [EmailAutomationsQuery, EmailCampaignsQuery] };
  const [setStatus] = useMutation(SetAutomationStatusMutation, refresh);
  const [runQuickAction] = useMutation(QuickActionMutation, refresh);
  // The one action in flight (an automation's id or a quick action): its button shows the spinner.
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, action: Parameters<typeof act>[0]) {
    setBusy(key);
    await act(action, EmailTexts.actionFailed);
    setBusy(null);
  }
  const automations = data?.emailAutomations;
  const reload = () => void refetch().catch(() => undefined);

  return (
    <Panel
      title="Automated campaigns"
      description="Mails FaithCraft sends by itself when something happens (sign-up, limit reached) or on a schedule."
      testId="automations"
    >
      {!automations && error && <FetchFailed error={error} message="Failed to fetch automations" onRetry={reload} />}
      {!automations && !error && <Spinner label="Loading automations" />}
      {automations && (
        <div className="email-cards">
          {automations.map((automation) => {
            const active = automation.status === 'ACTIVE';
            return (
              <article key={automation.id} className="email-card" data-testid="automation">
                <h4 className="email-card__title">{automation.name}</h4>
                <div>
                  <StatusBadge tone={statusTone(automation.status)}>
                    {AUTOMATION_STATUS_LABELS[automation.status]}
                  </StatusBadge>
                </div>
                <p className="email-card__text">{automation.description}</p>
                <dl className="email-facts">
                  <dt>Target</dt>
                  <dd>{automation.targetSegment}</dd>
                  <dt>Trigger</dt>
                  <dd>{automation.trigger}</dd>
                  <dt>Metric</dt>
                  <dd>{automation.metric}</dd>
                  <dt>Sent</dt>
                  <dd>{formatCount(automation.sent)}</dd>
                  {automation.lastRunAt && (
                    <>
                      <dt>Last run</dt>
                      <dd>{formatDateTime(automation.lastRunAt)}</dd>
                    </>
                  )}
                  {automation.nextRunAt && (
                    <>
                      <dt>Next run</dt>
                      <dd>{formatDateTime(automation.nextRunAt)}</dd>
                    </>
                  )}
                </dl>
                <div className="email-card__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={busy === automation.id}
                    aria-label={`${active ? 'Pause' : 'Resume'} ${automation.name}`}
                    onClick={() =>
                      void run(
                        automation.id,
                        async () =>
                          (
                            await setStatus({
                              variables: { id: automation.id, status: active ? 'PAUSED' : 'ACTIVE' },
                            })
                          ).data?.setEmailAutomationStatus,
                      )
                    }
                  >
                    {active ? 'Pause' : 'Resume'}
                  </Button>
                </div>
              </article>
            );
          })}
        </div>
      )}
      <h4>Quick actions</h4>
      <div className="email-cards" data-testid="quick-actions">
        {QUICK_ACTIONS.map((entry) => (
          <article key={entry.action} className="email-card">
            <p className="email-card__text">{entry.what}</p>
            <div className="email-card__actions">
              <Button
                size="sm"
                pending={busy === entry.action}
                onClick={() =>
                  void run(
                    entry.action,
                    async () =>
                      (await runQuickAction({ variables: { action: entry.action } })).data?.runEmailQuickAction,
                  )
                }
              >
                {entry.label}
              </Button>
            </div>
          </article>
        ))}
      </div>
    </Panel>
  );
}
