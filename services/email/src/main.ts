import { createLogger, exitOnStartupError, stopOnSignals } from '@faithcraft/lib';
import { readEnvironment } from './environment.js';
import { startEmailService } from './index.js';

const log = createLogger('email');
try {
  const env = readEnvironment();
  startEmailService(env)
    .then((service) => stopOnSignals(service.components, log))
    .catch((err: unknown) => exitOnStartupError(log, err));
} catch (err) {
  exitOnStartupError(log, err);
}
