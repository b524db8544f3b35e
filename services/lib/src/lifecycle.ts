import type { Logger } from './logger.js';

export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

/**
 * Graceful shutdown: on SIGTERM or SIGINT, stop components in reverse start order (HTTP first,
 * then consumers, relay, producer, database), each bounded in time, then exit.
 */
export function stopOnSignals(components: Stoppable[], log: Logger, timeoutMs = 10_000): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    for (const c of [...components].reverse()) {
      try {
        await Promise.race([
          c.stop(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs)),
        ]);
      } catch (err) {
        log.warn({ err, component: c.name }, 'component did not stop cleanly');
      }
    }
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** Logs a fatal start-up error (structured, to the service log) and exits non-zero. */
export function exitOnStartupError(log: Logger, err: unknown): never {
  log.fatal({ err }, 'failed to start');
  process.exit(1);
}
