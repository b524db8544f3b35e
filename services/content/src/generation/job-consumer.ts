import type { Consumer, Kafka, Producer } from 'kafkajs';
import { Topics, deadLetterTopic, parseEnvelope, type Logger } from '@faithcraft/lib';
import type { GenerationWorker } from './worker.js';

/**
 * The generation work queue. Unlike the fact consumers it heartbeats while a job runs (an AI
 * image can take longer than the session timeout), and it commits a job's offset only after the
 * job finished, so a worker that dies mid-job has the job redelivered to the next one.
 */
export class GenerationJobConsumer {
  private consumer: Consumer | undefined;
  private joined = false;

  constructor(
    private readonly opts: { kafka: Kafka; producer: Producer; groupId: string; worker: GenerationWorker; log: Logger },
  ) {}

  async start(): Promise<void> {
    const consumer = this.opts.kafka.consumer({
      groupId: this.opts.groupId,
      sessionTimeout: 30_000,
      heartbeatInterval: 3_000,
      retry: { retries: 8 },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
    });
    consumer.on(consumer.events.CRASH, () => {
      this.joined = false;
    });
    await consumer.connect();
    await consumer.subscribe({ topic: Topics.generationJobs, fromBeginning: true });
    await consumer.run({
      // One job per partition at a time; jobs of different partitions run side by side.
      partitionsConsumedConcurrently: 3,
      eachMessage: async (payload) => {
        const { topic, partition, message } = payload;
        let event;
        try {
          event = parseEnvelope(message.value);
        } catch (err) {
          await this.opts.producer.send({
            topic: deadLetterTopic(topic),
            messages: [
              {
                key: message.key,
                value: message.value,
                headers: { 'dlq-reason': String(err), 'dlq-source': `${topic}/${partition}/${message.offset}` },
              },
            ],
          });
          return;
        }
        const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), 3_000);
        try {
          await this.opts.worker.handle(event);
        } finally {
          clearInterval(beat);
        }
      },
    });
  }

  async stop(): Promise<void> {
    this.joined = false;
    await this.consumer?.disconnect();
  }

  ready(): boolean {
    return this.joined;
  }
}
