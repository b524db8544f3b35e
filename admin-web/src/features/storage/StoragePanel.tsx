import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, messageFromError, useToast } from '@faithcraft/ui';
import { FetchFailed } from '../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../components/MetricCard';
import { Panel } from '../../components/Panel';
import { FETCH_FAILED } from '../../lib/constants';
import { formatCount, formatDateTime } from '../../lib/format';
import { FixExpiredImagesMutation, ImageHealthQuery, MigrateImagesMutation } from './documents';
import {
  fixSummary,
  MIGRATION_BATCH_SIZE,
  migrationPercent,
  PROGRESS_POLL_MS,
  REFETCH_AFTER_START_MS,
  StorageToasts,
} from './storageRules';

/** Storage tab (spec 001 §2): image counts, migration into permanent storage, repair of expired images. */
export default function StoragePanel() {
  const toast = useToast();
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(ImageHealthQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [migrate, migration] = useMutation(MigrateImagesMutation);
  const [fixExpired, fixing] = useMutation(FixExpiredImagesMutation);
  const refetchTimer = useRef<number | undefined>(undefined);
  const health = data?.imageHealth;
  const running = health?.migration?.running ?? false;

  // Progress while a migration runs; polling stops once it reports finished.
  useEffect(() => {
    if (running) startPolling(PROGRESS_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);
  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);

  const reload = () => void refetch().catch(() => undefined);

  async function startMigration() {
    try {
      const result = await migrate({ variables: { batchSize: MIGRATION_BATCH_SIZE } });
      const total = result.data?.migrateImages.total ?? 0;
      toast({
        variant: 'success',
        title: StorageToasts.migrationStarted,
        description: `Copying ${formatCount(total)} image${total === 1 ? '' : 's'} into permanent storage in the background.`,
      });
      window.clearTimeout(refetchTimer.current);
      refetchTimer.current = window.setTimeout(reload, REFETCH_AFTER_START_MS);
    } catch (err) {
      toast({
        variant: 'error',
        title: StorageToasts.migrationFailed,
        description: messageFromError(err, 'Please try again.'),
      });
    }
  }

  async function fixExpiredImages() {
    try {
      const result = await fixExpired();
      const summary = result.data?.fixExpiredImages ?? { fixed: 0, failed: 0 };
      toast({ variant: 'success', title: StorageToasts.fixed, description: fixSummary(summary) });
      reload();
    } catch (err) {
      toast({
        variant: 'error',
        title: StorageToasts.fixFailed,
        description: messageFromError(err, 'Please try again.'),
      });
    }
  }

  if (!health && error) return <FetchFailed error={error} message={FETCH_FAILED.imageHealth} onRetry={reload} />;

  return (
    <div className="tab-stack">
      {health ? (
        <div className="metric-grid" data-testid="storage-counts">
          <MetricCard title="Total images" value={formatCount(health.total)} testId="storage-total" />
          <MetricCard title="Stored in media service" value={formatCount(health.stored)} testId="storage-stored" />
          <MetricCard
            title="Potentially expired"
            value={formatCount(health.potentiallyExpired)}
            testId="storage-potentially-expired"
            note="Still at the image provider's temporary link."
          />
          <MetricCard
            title="Marked expired"
            value={formatCount(health.markedExpired)}
            testId="storage-marked-expired"
          />
        </div>
      ) : (
        <MetricSkeletons count={4} label="Loading image counts" />
      )}
      {error && health && (
        <p className="inline-error" role="alert">
          {FETCH_FAILED.imageHealth}
        </p>
      )}

      <Panel
        title="Storage actions"
        actions={
          <>
            <Button onClick={() => void startMigration()} pending={migration.loading} disabled={running}>
              Migrate images
            </Button>
            <Button variant="secondary" onClick={() => void fixExpiredImages()} pending={fixing.loading}>
              Fix expired images
            </Button>
            <Button variant="ghost" onClick={reload} pending={loading && Boolean(health)}>
              Refresh
            </Button>
          </>
        }
      >
        {health?.migration && <MigrationStatus migration={health.migration} />}
        <div className="help-text">
          <p>
            <strong>Why:</strong> the AI image provider's links expire within 1–48 hours. Every image is kept
            permanently in the media service (MinIO) so libraries, downloads and the marketplace keep working.
          </p>
          <ul>
            <li>
              <strong>Migrate images</strong> copies images that still live at a provider link into permanent storage,
              in batches of {MIGRATION_BATCH_SIZE}, in the background. The counts refresh by themselves while it runs.
            </li>
            <li>
              <strong>Fix expired images</strong> checks images whose file is missing: each one is restored from its
              source when the link still works (Fixed) or marked expired when it is dead (Failed).
            </li>
            <li>
              <strong>Refresh</strong> loads the counts again.
            </li>
          </ul>
        </div>
      </Panel>
    </div>
  );
}

function MigrationStatus({
  migration,
}: {
  migration: {
    running: boolean;
    processed: number;
    migrated: number;
    failed: number;
    total: number;
    finishedAt?: string | null;
  };
}) {
  const percent = migrationPercent(migration);
  if (!migration.running) {
    return (
      <p className="muted" data-testid="migration-last">
        Last migration{migration.finishedAt ? ` finished ${formatDateTime(migration.finishedAt)}` : ''}:{' '}
        {formatCount(migration.migrated)} migrated, {formatCount(migration.failed)} failed of{' '}
        {formatCount(migration.total)}.
      </p>
    );
  }
  return (
    <div className="progress" data-testid="migration-progress">
      <div className="progress__label">
        <span>Migrating images…</span>
        <span>
          {formatCount(migration.processed)} of {formatCount(migration.total)} ({percent}%)
        </span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label="Migration progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">
        {formatCount(migration.migrated)} migrated, {formatCount(migration.failed)} failed so far.
      </p>
    </div>
  );
}
