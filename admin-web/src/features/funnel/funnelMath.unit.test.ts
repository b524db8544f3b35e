import { describe, expect, it } from '@jest/globals';
import { weakestStep, whatIf } from './funnelMath';

const stages = [
  { name: 'Visitors', count: 1000, conversion: 100, dropOff: 0 },
  { name: 'Sign-ups', count: 200, conversion: 20, dropOff: 80 },
  { name: 'Trial Users', count: 120, conversion: 60, dropOff: 40 },
  { name: 'Subscribers', count: 12, conversion: 10, dropOff: 90 },
];

describe('the funnel what-if and optimisation figures', () => {
  it('adds 5 points to the trial → subscriber conversion and values each at $9.99', () => {
    expect(whatIf(stages)).toEqual({ currentRate: 10, improvedRate: 15, extraSubscribers: 6, extraMonthlyCents: 5994 });
  });

  it('is zero without trial users', () => {
    expect(whatIf(stages.map((stage) => ({ ...stage, count: 0 })))).toEqual({
      currentRate: 0,
      improvedRate: 5,
      extraSubscribers: 0,
      extraMonthlyCents: 0,
    });
  });

  it('finds the step with the largest drop-off', () => {
    expect(weakestStep(stages)?.name).toBe('Subscribers');
    expect(weakestStep(stages.slice(0, 1))).toBeNull();
  });
});
