/** Spec 001 §9: images per migration batch, and when the status is fetched again after a start. */
export const MIGRATION_BATCH_SIZE = 20;
export const REFETCH_AFTER_START_MS = 3_000;
/** While a migration runs, its progress is polled this often. */
export const PROGRESS_POLL_MS = 2_000;

/** Spec 001 §8 Storage toasts. */
export const StorageToasts = {
  migrationStarted: 'Migration Started',
  migrationFailed: 'Migration Failed',
  fixed: 'Expired Images Processed',
  fixFailed: 'Fix Process Failed',
} as const;

/** "Fixed: 2, Failed: 1" — the description of the Expired Images Processed toast. */
export const fixSummary = (result: { fixed: number; failed: number }): string =>
  `Fixed: ${result.fixed}, Failed: ${result.failed}`;

/** Whole percent done of a migration (0 when it has nothing to do). */
export function migrationPercent(progress: { processed: number; total: number }): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.processed / progress.total) * 100));
}
