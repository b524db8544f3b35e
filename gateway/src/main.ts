import { createLogger, exitOnStartupError, stopOnSignals } from '@faithcraft/lib';
import { startGateway } from './app.js';
import { readEnvironment } from './environment.js';

const log = createLogger('gateway');
try {
  const env = readEnvironment();
  startGateway(env)
    .then((gateway) => stopOnSignals([{ name: 'http', stop: () => gateway.stop() }], log))
    .catch((err: unknown) => exitOnStartupError(log, err));
} catch (err) {
  exitOnStartupError(log, err);
}
