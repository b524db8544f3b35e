import { InvalidEventError, createEvent, parseEnvelope } from '../src/events/envelope';

describe('CloudEvents envelope', () => {
  it('round-trips a typed event through its JSON form', () => {
    const event = createEvent({
      source: '/faithcraft/users',
      type: 'UserSignedUp.v1',
      subject: 'user-1',
      data: { userId: 'user-1' },
    });
    const parsed = parseEnvelope(Buffer.from(JSON.stringify(event)));
    expect(parsed).toEqual(event);
    expect(parsed.specversion).toBe('1.0');
    expect(parsed.time).toMatch(/Z$/);
  });

  it.each([
    ['not JSON', 'hello'],
    [
      'missing id',
      JSON.stringify({
        specversion: '1.0',
        source: 's',
        type: 't',
        time: new Date().toISOString(),
        subject: 'x',
        datacontenttype: 'application/json',
        data: {},
      }),
    ],
    [
      'wrong spec version',
      JSON.stringify({
        specversion: '0.3',
        id: '1',
        source: 's',
        type: 't',
        time: new Date().toISOString(),
        subject: 'x',
        datacontenttype: 'application/json',
        data: {},
      }),
    ],
  ])('rejects a message that is %s', (_label, raw) => {
    expect(() => parseEnvelope(raw)).toThrow(InvalidEventError);
  });

  it('rejects an empty message', () => {
    expect(() => parseEnvelope(null)).toThrow(InvalidEventError);
  });
});
