import { describe, expect, it } from '@jest/globals';
import { planLine } from './planLine';

describe('the profile plan line', () => {
  it('says Family Plan when active and Free Trial otherwise', () => {
    expect(planLine('ACTIVE', { cancelAtPeriodEnd: false, currentPeriodEnd: '2026-12-23T12:00:00Z' })).toBe(
      'Family Plan',
    );
    expect(planLine('INACTIVE', null)).toBe('Free Trial');
    expect(planLine('PAST_DUE', { cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-23T12:00:00Z' })).toBe(
      'Free Trial',
    );
  });

  it('shows the end date (UTC) of a plan cancelled at the period end', () => {
    expect(planLine('ACTIVE', { cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-23T23:30:00Z' })).toBe(
      'Family Plan · Cancelled, access until December 23, 2026',
    );
  });

  it("falls back to the users service's end date when commerce did not answer", () => {
    expect(planLine('ACTIVE', null, '2027-01-05T00:00:00Z')).toBe(
      'Family Plan · Cancelled, access until January 5, 2027',
    );
  });
});
