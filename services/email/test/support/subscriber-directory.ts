import { testSettings } from '../../../../test/support/kit';

/** Drops a test's Subscribers directory (its alias's versioned indexes) after the service stopped. */
export async function dropSubscriberDirectory(alias: string): Promise<void> {
  await fetch(`${testSettings().searchUrl}/${alias}-v*`, { method: 'DELETE' }).catch(() => undefined);
}
