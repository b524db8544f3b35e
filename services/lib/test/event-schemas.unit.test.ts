import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidEventError, createEvent } from '../src/events/envelope';
import { eventJsonSchemas, eventRegistry, validateEvent } from '../src/events/registry';

const dir = join(__dirname, '../../../schema/events');

describe('event registry', () => {
  it('generated schema/events/*.json, and the committed files are up to date (npm run events:schemas)', () => {
    const generated = eventJsonSchemas();
    const committed = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(committed.sort()).toEqual(Object.keys(generated).sort());
    for (const file of committed) {
      expect({ file, doc: JSON.parse(readFileSync(join(dir, file), 'utf8')) }).toEqual({ file, doc: generated[file] });
    }
  });

  it('lists every event type the README documents', () => {
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const documented = new Set(readme.match(/[A-Z][A-Za-z]+\.v\d+/g));
    expect([...documented].sort()).toEqual(Object.keys(eventRegistry).sort());
  });

  const purchase = (data: Record<string, unknown>) =>
    createEvent({ source: '/faithcraft/commerce', type: 'PurchaseCompleted.v1', subject: 'p-1', data });
  const valid = {
    purchaseId: 'p-1',
    imageId: 'i-1',
    buyerId: 'u-1',
    sellerId: 'u-2',
    amountCents: 299,
    currency: 'usd',
    completedAt: '2026-03-01T10:00:00.000Z',
  };

  it('accepts a payload that keeps its contract', () => {
    expect(validateEvent(purchase(valid)).data).toEqual(valid);
  });

  it.each([
    ['a missing field', { ...valid, buyerId: undefined }],
    ['dollars instead of integer cents', { ...valid, amountCents: 2.99 }],
    ['another currency', { ...valid, currency: 'eur' }],
    ['a time that is not ISO-8601', { ...valid, completedAt: 'yesterday' }],
  ])('refuses a registered event with %s', (_label, data) => {
    expect(() => validateEvent(purchase(data))).toThrow(InvalidEventError);
  });

  it('refuses a content type outside the vocabulary', () => {
    const event = createEvent({
      source: '/faithcraft/content',
      type: 'ImageGenerationFailed.v1',
      subject: 'i-1',
      data: { imageId: 'i-1', ownerId: 'u-1', contentType: 'sculpture', category: 'general', reason: 'x' },
    });
    expect(() => validateEvent(event)).toThrow(/contentType/);
  });

  it('passes an unregistered type through for the handler to ignore', () => {
    const event = createEvent({ source: '/elsewhere', type: 'SomethingElse.v1', subject: 'x', data: { any: 1 } });
    expect(validateEvent(event)).toBe(event);
  });
});
