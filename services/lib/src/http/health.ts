import type { Express } from 'express';

export type ReadinessCheck = () => boolean | Promise<boolean>;

/** /healthz: the process is alive. /readyz: every dependency check passes (database, Kafka, ...). */
export function healthRoutes(app: Express, checks: Record<string, ReadinessCheck>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            return [name, await check()] as const;
          } catch {
            return [name, false] as const;
          }
        }),
      ),
    );
    const ready = Object.values(results).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: results });
  });
}
