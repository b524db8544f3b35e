import mongoose from 'mongoose';
import { testSettings } from '../../../../test/support/kit';
import { readEnvironment, type Environment } from '../../src/environment';

/** Drops a test's Subscribers directory (its alias's versioned indexes) after the service stopped. */
export async function dropSubscriberDirectory(alias: string): Promise<void> {
  await fetch(`${testSettings().searchUrl}/${alias}-v*`, { method: 'DELETE' }).catch(() => undefined);
}

/** The email service's environment on the test infrastructure, with its own database (and directory). */
export function emailTestEnvironment(dbName: string, overrides: Record<string, string> = {}): Environment {
  const settings = testSettings();
  return readEnvironment({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    EMAIL_PORT: '0',
    MONGO_URL: settings.mongoUrl,
    EMAIL_DB: dbName,
    SEARCH_URL: settings.searchUrl,
    KAFKA_BROKERS: settings.kafkaBrokers.join(','),
    SMTP_HOST: settings.smtp.host,
    SMTP_PORT: String(settings.smtp.port),
    ...overrides,
  });
}

/** Drops what a test's email service kept: its database and its Subscribers directory. */
export async function dropEmailTestData(dbName: string): Promise<void> {
  const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName }).asPromise();
  await db.dropDatabase();
  await db.close();
  await dropSubscriberDirectory(readEnvironment({ EMAIL_DB: dbName }).subscriberIndex);
}
