import { createLogger, exitOnStartupError, stopOnSignals } from '@faithcraft/lib';
import { readEnvironment } from './environment.js';
import { startUsersService } from './index.js';

const log = createLogger('users');
try {
  const env = readEnvironment();
  startUsersService(env)
    .then((service) => stopOnSignals(service.components, log))
    .catch((err: unknown) => exitOnStartupError(log, err));
} catch (err) {
  exitOnStartupError(log, err);
}
