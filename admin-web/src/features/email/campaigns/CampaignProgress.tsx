import { useQuery } from '@apollo/client/react';
import { formatCount } from '../../../lib/format';
import { EmailCampaignQuery } from '../documents';
import { progressPercent } from '../emailRules';

/** How often a sending campaign's progress is asked for; only while it is sending. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * The progress bar of a campaign that is sending. It polls `emailCampaign` every 2 s; the answer
 * updates the campaign in the cache, so the list's badge turns Sent and this bar (rendered only
 * while sending) unmounts, which ends the polling.
 */
export function CampaignProgress({
  id,
  name,
  progress,
}: {
  id: string;
  name: string;
  progress: { total: number; sent: number; failed: number; skipped: number };
}) {
  useQuery(EmailCampaignQuery, { variables: { id }, pollInterval: PROGRESS_POLL_MS, fetchPolicy: 'network-only' });
  const percent = progressPercent(progress);
  return (
    <div className="progress" data-testid="campaign-progress">
      <div className="progress__label">
        <span>Sending…</span>
        <span>
          {formatCount(progress.sent)} of {formatCount(progress.total)} ({percent}%)
        </span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={`Sending progress of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatCount(progress.sent)} of ${formatCount(progress.total)} sent`}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {(progress.failed > 0 || progress.skipped > 0) && (
        <p className="muted">
          {formatCount(progress.failed)} failed, {formatCount(progress.skipped)} skipped (unsubscribed or blocklisted).
        </p>
      )}
    </div>
  );
}
