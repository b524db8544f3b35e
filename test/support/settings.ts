// The one convention for the settings tests read from the environment. Two families, each written
// by one global setup and read only through this module:
//
//   TEST_*  where the infrastructure is (test/support/infrastructure.mjs, int and e2e tiers):
//           TEST_MONGO_URL, TEST_KAFKA_BROKERS, TEST_MINIO_ENDPOINT, TEST_MINIO_PORT,
//           TEST_MINIO_ACCESS_KEY, TEST_MINIO_SECRET_KEY, TEST_SMTP_HOST, TEST_SMTP_PORT,
//           TEST_INBOX_URL, TEST_SEARCH_URL (OpenSearch, the marketplace index),
//           TEST_STRIPE_URL (stripe-mock, the Stripe provider's API double).
//   E2E_*   where the running product is (test/setup-e2e.mjs, e2e tier only):
//           E2E_GATEWAY_URL, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_INTERNAL_SECRET,
//           E2E_USERS_URL, E2E_CONTENT_URL, E2E_EMAIL_URL (services' own HTTP, for acting as a service).
//   Inputs: E2E_BASE_PORT (the product's ports, default 4100) and FAITHCRAFT_TEST_INFRA=local
//           (skip Docker even when an engine is reachable).

function need(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run this tier through jest's globalSetup (see test/support/settings.ts)`);
  return value;
}

/** Infrastructure the int and e2e tiers run against. */
export function infraSettings() {
  return {
    mongoUrl: need('TEST_MONGO_URL'),
    kafkaBrokers: need('TEST_KAFKA_BROKERS').split(','),
    minio: {
      endPoint: need('TEST_MINIO_ENDPOINT'),
      port: Number(need('TEST_MINIO_PORT')),
      useSSL: false,
      accessKey: need('TEST_MINIO_ACCESS_KEY'),
      secretKey: need('TEST_MINIO_SECRET_KEY'),
    },
    smtp: { host: need('TEST_SMTP_HOST'), port: Number(need('TEST_SMTP_PORT')) },
    inboxUrl: need('TEST_INBOX_URL'),
    searchUrl: need('TEST_SEARCH_URL'),
    stripeUrl: need('TEST_STRIPE_URL'),
  };
}

/** The product the e2e tier started: its public URL, bootstrap admin and services. */
export function productSettings() {
  return {
    gatewayUrl: need('E2E_GATEWAY_URL'),
    admin: { email: need('E2E_ADMIN_EMAIL'), password: need('E2E_ADMIN_PASSWORD') },
    internalSecret: need('E2E_INTERNAL_SECRET'),
    services: { users: need('E2E_USERS_URL'), content: need('E2E_CONTENT_URL'), email: need('E2E_EMAIL_URL') },
  };
}
