import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** CloudEvents 1.0, structured JSON mode. `data` carries the typed payload. */
export interface CloudEvent<TType extends string = string, TData = unknown> {
  specversion: '1.0';
  id: string;
  source: string;
  type: TType;
  time: string;
  subject: string;
  datacontenttype: 'application/json';
  dataschema?: string;
  data: TData;
}

const envelopeSchema = z.object({
  specversion: z.literal('1.0'),
  id: z.string().min(1),
  source: z.string().min(1),
  type: z.string().min(1),
  time: z.iso.datetime({ offset: true }),
  subject: z.string().min(1),
  datacontenttype: z.literal('application/json'),
  dataschema: z.string().optional(),
  data: z.unknown(),
});

export interface NewEvent<TType extends string, TData> {
  source: string;
  type: TType;
  /** The aggregate id; also the Kafka message key, so one aggregate's events stay ordered. */
  subject: string;
  data: TData;
  id?: string;
  time?: Date;
}

export function createEvent<TType extends string, TData>(e: NewEvent<TType, TData>): CloudEvent<TType, TData> {
  return {
    specversion: '1.0',
    id: e.id ?? randomUUID(),
    source: e.source,
    type: e.type,
    time: (e.time ?? new Date()).toISOString(),
    subject: e.subject,
    datacontenttype: 'application/json',
    dataschema: `https://faithcraft.app/schema/events/${e.type}.json`,
    data: e.data,
  };
}

export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

/** Parses a Kafka message value into an envelope, or throws InvalidEventError (→ dead letter). */
export function parseEnvelope(raw: Buffer | string | null): CloudEvent {
  if (raw === null) throw new InvalidEventError('empty message');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString());
  } catch {
    throw new InvalidEventError('message is not JSON');
  }
  const result = envelopeSchema.safeParse(json);
  if (!result.success) throw new InvalidEventError(`not a CloudEvents 1.0 envelope: ${result.error.message}`);
  return result.data;
}
