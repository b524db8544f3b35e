import { createLogger, exitOnStartupError, stopOnSignals } from '@faithcraft/lib';
import { readEnvironment } from './environment.js';
import { startAnalyticsService } from './index.js';

const log = createLogger('admin-analytics');
try {
  const env = readEnvironment();
  startAnalyticsService(env)
    .then((service) => stopOnSignals(service.components, log))
    .catch((err: unknown) => exitOnStartupError(log, err));
} catch (err) {
  exitOnStartupError(log, err);
}
