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

async function startContainers(log) {
  const { GenericContainer, Wait } = await import('testcontainers');
  log('Docker engine found: starting containers (mongo:7, apache/kafka, minio, maildev)');
  const [mongo, kafka, minio, mail] = await Promise.all([
    new GenericContainer('mongo:7').withExposedPorts(27017).start(),
    new GenericContainer('apache/kafka:4.1.0')
      .withExposedPorts({ container: 9092, host: 39092 })
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: 'PLAINTEXT://localhost:39092',
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .start(),
    new GenericContainer('minio/minio')
      .withCommand(['server', '/data'])
      .withEnvironment({ MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_PASSWORD })
      .withExposedPorts(9000)
      .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
      .start(),
    new GenericContainer('maildev/maildev').withExposedPorts(1025, 1080).start(),
  ]);
  const host = mongo.getHost();
  return {
    settings: {
      mongoUrl: `mongodb://${host}:${mongo.getMappedPort(27017)}`,
      kafkaBrokers: [`${kafka.getHost()}:39092`],
      minio: {
        endPoint: minio.getHost(),
        port: minio.getMappedPort(9000),
        useSSL: false,
        accessKey: MINIO_USER,
        secretKey: MINIO_PASSWORD,
      },
      smtp: { host: mail.getHost(), port: mail.getMappedPort(1025) },
      inboxUrl: `http://${mail.getHost()}:${mail.getMappedPort(1080)}`,
    },
    stop: () => Promise.all([mongo, kafka, minio, mail].map((c) => c.stop())),
  };
}

async function startLocal(log) {
  log('No Docker engine: using the locally provisioned servers (scripts/infra)');
  const { started, settings } = await localInfra.up({ log, only: ['ferretdb', 'kafka', 'minio', 'maildev'] });
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
  });
  return infra;
}
