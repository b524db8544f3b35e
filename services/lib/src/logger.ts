import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs, one logger per service; children add context (`log.child({ userId })`). */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
  });
}
