import {
  Topics,
  createEvent,
  createKafka,
  createProducer,
  ensureTopics,
  visitorEventV1,
  type Logger,
  type VisitorEventV1,
} from '@faithcraft/lib';

type Producer = ReturnType<typeof createProducer>;

const SOURCE = '/faithcraft/gateway';
/** A visitor's beacon waits for this at most: analytics must never hold a page or a worker for long. */
const SEND_TIMEOUT_MS = 8_000;

export class AnalyticsUnavailableError extends Error {
  override name = 'AnalyticsUnavailableError';
}

/**
 * Publishes VisitorEvent.v1 on the web-analytics topic. The gateway has no database, so there is
 * no outbox: the request is answered only after the broker acknowledged every event (acks = all,
 * idempotent producer), and a broker outage is a 503 the sender may retry, never a silent drop.
 * The producer connects on first use (the gateway starts and serves pages while Kafka is down)
 * and again after a failed connection.
 */
export class WebEventPublisher {
  private producer?: Promise<Producer>;
  private stopped = false;

  constructor(private readonly opts: { brokers: string[]; log: Logger }) {}

  async publish(data: Array<VisitorEventV1['data']>): Promise<void> {
    const events = data.map((d) =>
      createEvent({ source: SOURCE, type: 'VisitorEvent.v1', subject: d.visitorId, data: visitorEventV1.parse(d) }),
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      // Connecting counts against the same bound: a broker that does not answer at all is an outage too.
      const sent = this.connected().then((producer) =>
        producer.send({
          topic: Topics.webAnalytics,
          acks: -1,
          messages: events.map((e) => ({
            key: e.subject,
            value: JSON.stringify(e),
            headers: { ce_id: e.id, ce_type: e.type, 'content-type': 'application/cloudevents+json' },
          })),
        }),
      );
      // After a timeout the send may still land; the sender's retry can then record a batch twice,
      // which analytics tolerates better than losing it. Its late failure is not an unhandled one.
      sent.catch(() => undefined);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no broker acknowledgement within ${SEND_TIMEOUT_MS} ms`)),
          SEND_TIMEOUT_MS,
        );
      });
      await Promise.race([sent, timeout]);
    } catch (err) {
      this.opts.log.warn({ err }, 'publishing web analytics events failed');
      throw new AnalyticsUnavailableError('the event broker is unavailable');
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const producer = await this.producer?.catch(() => undefined);
    await producer?.disconnect();
  }

  private connected(): Promise<Producer> {
    if (this.stopped) return Promise.reject(new Error('publisher stopped'));
    this.producer ??= this.connect().catch((err: unknown) => {
      this.producer = undefined;
      throw err;
    });
    return this.producer;
  }

  private async connect(): Promise<Producer> {
    // Few, short retries: a person's page is waiting; the broker being down is answered with a 503.
    const kafka = createKafka(
      {
        clientId: 'gateway',
        brokers: this.opts.brokers,
        retry: { initialRetryTime: 200, retries: 2, maxRetryTime: 1_000 },
        connectionTimeout: 2_000,
      },
      this.opts.log,
    );
    // The services create every documented topic at start; the gateway may start first.
    await ensureTopics(kafka);
    const producer = createProducer(kafka);
    await producer.connect();
    return producer;
  }
}
