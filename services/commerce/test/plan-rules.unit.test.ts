import {
  addMonths,
  dueStep,
  endsAt,
  firstPeriodEnd,
  publicStatus,
  publishedFactsChanged,
} from '../src/domain/plan-rules';

const at = (iso: string) => new Date(iso);

describe('Family Plan rules', () => {
  it('only an active plan is active for users; a started or ended one is inactive', () => {
    expect(publicStatus('active')).toBe('active');
    expect(publicStatus('past_due')).toBe('past_due');
    expect(publicStatus('incomplete')).toBe('inactive');
    expect(publicStatus('ended')).toBe('inactive');
    expect(publicStatus(undefined)).toBe('inactive');
  });

  it('a month later is the same day, clamped to the end of a shorter month', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2026-11-23T12:00:00Z'), 1).toISOString()).toBe('2026-12-23T12:00:00.000Z');
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('the first period is a month, or the trial when a card was only set up', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(firstPeriodEnd(now, 'payment', 7).toISOString()).toBe('2026-12-23T12:00:00.000Z');
    expect(firstPeriodEnd(now, 'setup', 7).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('at the period end an active plan renews, a cancelled one ends, a past_due one ends after the grace', () => {
    const end = at('2026-12-23T12:00:00Z');
    const before = at('2026-12-23T11:59:59Z');
    const plan = { state: 'active' as const, cancelAtPeriodEnd: false, currentPeriodEnd: end };
    expect(dueStep(plan, before)).toBeNull();
    expect(dueStep(plan, end)).toBe('renew');
    expect(dueStep({ ...plan, cancelAtPeriodEnd: true }, end)).toBe('end');
    expect(dueStep({ ...plan, state: 'past_due' }, at('2027-01-05T12:00:00Z'))).toBeNull();
    expect(dueStep({ ...plan, state: 'past_due' }, at('2027-01-06T12:00:00Z'))).toBe('expire');
    expect(dueStep({ ...plan, state: 'ended' }, at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('users hears of a change of status or of the end of access, not of a renewal', () => {
    const end = at('2026-12-23T12:00:00Z');
    const active = { state: 'active' as const, cancelAtPeriodEnd: false, currentPeriodEnd: end };
    expect(publishedFactsChanged(null, { ...active, state: 'incomplete' })).toBe(false);
    expect(publishedFactsChanged({ ...active, state: 'incomplete' }, active)).toBe(true);
    expect(publishedFactsChanged(active, { ...active, currentPeriodEnd: addMonths(end, 1) })).toBe(false);
    expect(publishedFactsChanged(active, { ...active, cancelAtPeriodEnd: true })).toBe(true);
    expect(endsAt({ ...active, cancelAtPeriodEnd: true })).toEqual(end);
    expect(publishedFactsChanged(active, { ...active, state: 'past_due' })).toBe(true);
  });
});
