import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AlertDialog, Button, Spinner } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { Panel } from '../../../components/Panel';
import { formatCount, formatDateTime } from '../../../lib/format';
import { EmailCampaignsQuery, PauseCampaignMutation, SendCampaignMutation } from '../documents';
import { CAMPAIGN_STATUS_LABELS, EmailTexts, statusTone } from '../emailRules';
import { StatusBadge } from '../fields';
import { useEmailAction } from '../useEmailAction';
import { CampaignProgress } from './CampaignProgress';
import { TestSendDialog } from './TestSendDialog';
import type { EmailCampaignStatus } from '../../../__generated__/graphql';

const SENDABLE: readonly EmailCampaignStatus[] = ['DRAFT', 'SCHEDULED', 'PAUSED'];
const PAUSABLE: readonly EmailCampaignStatus[] = ['SENDING', 'SCHEDULED'];

interface Target {
  id: string;
  name: string;
  audienceLabel: string;
  resume: boolean;
}

/** The campaigns, newest first, with their real status, audience, figures and actions. */
export function CampaignList() {
  const act = useEmailAction();
  const { data, error, refetch } = useQuery(EmailCampaignsQuery, {
    variables: { limit: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const [send, sending] = useMutation(SendCampaignMutation);
  const [pause] = useMutation(PauseCampaignMutation);
  const [confirming, setConfirming] = useState<Target | null>(null);
  const [testing, setTesting] = useState<{ id: string; name: string } | null>(null);
  const [pausing, setPausing] = useState<string | null>(null);
  const campaigns = data?.emailCampaigns;

  async function confirmSend() {
    if (!confirming) return;
    await act(
      async () => (await send({ variables: { id: confirming.id } })).data?.sendEmailCampaign,
      EmailTexts.actionFailed,
    );
    setConfirming(null);
  }

  async function pauseCampaign(id: string) {
    setPausing(id);
    await act(async () => (await pause({ variables: { id } })).data?.pauseEmailCampaign, EmailTexts.actionFailed);
    setPausing(null);
  }

  if (!campaigns && error) {
    return (
      <FetchFailed
        error={error}
        message="Failed to fetch campaigns"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <Panel
      title="Campaigns"
      description="Newest first. Sending runs in the background; the progress updates by itself."
      testId="campaigns"
    >
      {campaigns && campaigns.length === 0 && <p className="muted">No campaigns yet. Create one above.</p>}
      <div className="table-scroll">
        <table className="data-table" data-testid="campaigns-table">
          <caption className="visually-hidden">Campaigns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Audience</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
              <th scope="col">Opens</th>
              <th scope="col">Clicks</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns?.map((campaign) => (
              <tr key={campaign.id} data-testid="campaign-row" data-campaign-id={campaign.id}>
                <th scope="row">
                  <div>{campaign.name}</div>
                  <div className="muted">{campaign.subject}</div>
                  {campaign.status === 'SENDING' && (
                    <CampaignProgress id={campaign.id} name={campaign.name} progress={campaign.progress} />
                  )}
                </th>
                <td>{campaign.audienceLabel}</td>
                <td>
                  <StatusBadge tone={statusTone(campaign.status)}>
                    {CAMPAIGN_STATUS_LABELS[campaign.status]}
                  </StatusBadge>
                  <div className="muted">
                    {campaign.status === 'SCHEDULED' && campaign.scheduledAt
                      ? `for ${formatDateTime(campaign.scheduledAt)}`
                      : campaign.finishedAt
                        ? formatDateTime(campaign.finishedAt)
                        : `created ${formatDateTime(campaign.createdAt)}`}
                  </div>
                </td>
                <td>{formatCount(campaign.stats.sent)}</td>
                <td>{formatCount(campaign.stats.uniqueOpens)}</td>
                <td>{formatCount(campaign.stats.clicks)}</td>
                <td>
                  <div className="email-row-actions">
                    {SENDABLE.includes(campaign.status) && (
                      <Button
                        size="sm"
                        aria-label={`${campaign.status === 'PAUSED' ? 'Resume' : 'Send'} ${campaign.name}`}
                        onClick={() =>
                          setConfirming({
                            id: campaign.id,
                            name: campaign.name,
                            audienceLabel: campaign.audienceLabel,
                            resume: campaign.status === 'PAUSED',
                          })
                        }
                      >
                        {campaign.status === 'PAUSED' ? 'Resume' : 'Send'}
                      </Button>
                    )}
                    {PAUSABLE.includes(campaign.status) && (
                      <Button
                        size="sm"
                        variant="secondary"
                        pending={pausing === campaign.id}
                        aria-label={`Pause ${campaign.name}`}
                        onClick={() => void pauseCampaign(campaign.id)}
                      >
                        Pause
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Send a test of ${campaign.name}`}
                      onClick={() => setTesting({ id: campaign.id, name: campaign.name })}
                    >
                      Test send
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!campaigns && <Spinner label="Loading campaigns" />}
      </div>
      <AlertDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.resume ? 'Resume sending?' : 'Send this campaign?'}
        description={
          confirming
            ? `${confirming.name} goes to ${confirming.audienceLabel} now. Unsubscribed and blocklisted addresses are skipped; nobody gets it twice.`
            : ''
        }
        cancelLabel="Cancel"
        confirmLabel={confirming?.resume ? 'Resume sending' : 'Send now'}
        onConfirm={() => void confirmSend()}
        pending={sending.loading}
      />
      {testing && <TestSendDialog campaign={testing} onClose={() => setTesting(null)} />}
    </Panel>
  );
}
