import { createLogger, exitOnStartupError, stopOnSignals } from '@faithcraft/lib';
import { readEnvironment } from './environment.js';
import { startContentService } from './index.js';

const log = createLogger('content');
try {
  const env = readEnvironment();
  startContentService(env)
    .then((service) => stopOnSignals(service.components, log))
    .catch((err: unknown) => exitOnStartupError(log, err));
} catch (err) {
  exitOnStartupError(log, err);
}
