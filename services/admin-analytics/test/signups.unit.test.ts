import { createEvent } from '@faithcraft/lib';
import { last24hStart, signupChange } from '../src/domain/signups';

const signedUp = (userId: string, createdAt: string) =>
  createEvent({
    source: 'users',
    type: 'UserSignedUp.v1',
    subject: userId,
    time: new Date('2026-03-01T00:00:00Z'),
    data: { userId, email: 'a@example.com', firstName: null, lastName: null, role: 'user', createdAt },
  });

describe('sign-up read model changes', () => {
  it('a sign-up counts at the account creation time, not at delivery', () => {
    const event = signedUp('u1', '2026-02-27T10:00:00.000Z');
    expect(signupChange(event)).toEqual({
      kind: 'signed-up',
      userId: 'u1',
      eventId: event.id,
      signedUpAt: new Date('2026-02-27T10:00:00.000Z'),
    });
  });

  it('a deletion marks the account deleted at its deletion time', () => {
    const event = createEvent({
      source: 'users',
      type: 'UserDeleted.v1',
      subject: 'u1',
      data: { userId: 'u1', deletedAt: '2026-03-02T08:30:00.000Z' },
    });
    expect(signupChange(event)).toEqual({
      kind: 'deleted',
      userId: 'u1',
      deletedAt: new Date('2026-03-02T08:30:00.000Z'),
    });
  });

  it('ignores events of other aggregates', () => {
    const event = createEvent({ source: 'content', type: 'ImageGenerated.v1', subject: 'i1', data: { imageId: 'i1' } });
    expect(signupChange(event)).toBeNull();
  });

  it('the last-24-hours window starts exactly one day before now (UTC)', () => {
    expect(last24hStart(new Date('2026-03-02T00:00:00.000Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
