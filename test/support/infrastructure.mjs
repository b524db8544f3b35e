// The one place that decides where tests get their infrastructure: containers (testcontainers)
// when a Docker engine is reachable, otherwise the locally provisioned servers (scripts/infra).
// Every test reads its connection settings from the environment variables set here.
import * as localInfra from '../../scripts/infra/index.mjs';

const MINIO_USER = 'faithcraft';
const MINIO_PASSWORD = 'faithcraft-dev-secret';

async function dockerReachable() {
  if (process.env.FAITHCRAFT_TEST_INFRA === 'local') return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * Pinned images: a test run must not change because an upstream tag moved. Every container port
 * is mapped to a random free host port, so parallel runs and a local `npm start` never collide.
 */
export const TEST_IMAGES = {
  mongo: 'mongo:7.0.14',
  // Confluent's image: the one @testcontainers/kafka drives (KRaft, advertised listener rewritten
  // to the random host port after start, so clients outside the container network can connect).
  kafka: 'confluentinc/cp-kafka:7.9.0',
  minio: 'minio/minio:RELEASE.2025-04-22T22-12-26Z',
  maildev: 'maildev/maildev:2.2.1',
  // The marketplace search index, the version scripts/infra provisions (OPENSEARCH_VERSION).
  opensearch: 'opensearchproject/opensearch:2.19.1',
  // Stripe's API double for the commerce subgraph's Stripe provider (STRIPE_MOCK_VERSION).
  stripeMock: 'stripe/stripe-mock:v0.203.0',
};

async function startContainers(log) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const { KafkaContainer } = await import('@testcontainers/kafka');
  log(`Docker engine found: starting containers (${Object.values(TEST_IMAGES).join(', ')})`);
  const [mongo, kafka, minio, mail, search, stripe] = await Promise.all([
    new GenericContainer(TEST_IMAGES.mongo)
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start(),
    new KafkaContainer(TEST_IMAGES.kafka).withKraft().start(),
    new GenericContainer(TEST_IMAGES.minio)
      .withCommand(['server', '/data'])
      .withEnvironment({ MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_PASSWORD })
      .withExposedPorts(9000)
      .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
      .start(),
    new GenericContainer(TEST_IMAGES.maildev)
      .withExposedPorts(1025, 1080)
      .withWaitStrategy(Wait.forHttp('/healthz', 1080))
      .start(),
    new GenericContainer(TEST_IMAGES.opensearch)
      .withEnvironment({
        'discovery.type': 'single-node',
        DISABLE_SECURITY_PLUGIN: 'true',
        DISABLE_INSTALL_DEMO_CONFIG: 'true',
        OPENSEARCH_JAVA_OPTS: '-Xms256m -Xmx256m',
      })
      .withExposedPorts(9200)
      .withWaitStrategy(Wait.forHttp('/_cluster/health', 9200).forStatusCode(200))
      .withStartupTimeout(120_000)
      .start(),
    new GenericContainer(TEST_IMAGES.stripeMock)
      .withExposedPorts(12111)
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
  ]);
  return {
    settings: {
      mongoUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`,
      // 9093 is the module's plaintext listener for clients on the host.
      kafkaBrokers: [`${kafka.getHost()}:${kafka.getMappedPort(9093)}`],
      minio: {
        endPoint: minio.getHost(),
        port: minio.getMappedPort(9000),
        useSSL: false,
        accessKey: MINIO_USER,
        secretKey: MINIO_PASSWORD,
      },
      smtp: { host: mail.getHost(), port: mail.getMappedPort(1025) },
      inboxUrl: `http://${mail.getHost()}:${mail.getMappedPort(1080)}`,
      searchUrl: `http://${search.getHost()}:${search.getMappedPort(9200)}`,
      stripeMockUrl: `http://${stripe.getHost()}:${stripe.getMappedPort(12111)}`,
    },
    stop: () => Promise.all([mongo, kafka, minio, mail, search, stripe].map((c) => c.stop())),
  };
}

async function startLocal(log) {
  log('No Docker engine: using the locally provisioned servers (scripts/infra)');
  const { started, settings } = await localInfra.up({
    log,
    only: ['ferretdb', 'kafka', 'minio', 'opensearch', 'stripe-mock', 'maildev'],
  });
  return {
    settings,
    // Stop only what this run started; servers someone else started keep running.
    stop: () => (started.length ? localInfra.down({ log, only: started }) : Promise.resolve()),
  };
}

/** Starts (or finds) the infrastructure and exports its settings as environment variables. */
export async function startTestInfrastructure(log = (m) => console.log(`[test-infra] ${m}`)) {
  const infra = (await dockerReachable()) ? await startContainers(log) : await startLocal(log);
  const s = infra.settings;
  // The TEST_* family of test/support/settings.ts.
  Object.assign(process.env, {
    TEST_MONGO_URL: s.mongoUrl,
    TEST_KAFKA_BROKERS: s.kafkaBrokers.join(','),
    TEST_MINIO_ENDPOINT: s.minio.endPoint,
    TEST_MINIO_PORT: String(s.minio.port),
    TEST_MINIO_ACCESS_KEY: s.minio.accessKey,
    TEST_MINIO_SECRET_KEY: s.minio.secretKey,
    TEST_SMTP_HOST: s.smtp.host,
    TEST_SMTP_PORT: String(s.smtp.port),
    TEST_INBOX_URL: s.inboxUrl,
    TEST_SEARCH_URL: s.searchUrl,
    TEST_STRIPE_URL: s.stripeMockUrl,
  });
  return infra;
}
