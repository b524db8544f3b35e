import { describe, expect, it } from '@jest/globals';
import { startOutcome, UpgradeMessages } from './upgradeFlow';

describe('the upgrade flow after get-or-create-subscription', () => {
  it('stops at Already Subscribed when the plan is active, whatever else came back', () => {
    expect(startOutcome({ status: 'ACTIVE', clientSecret: 'pi_secret', setupIntent: false })).toEqual({
      kind: 'already-subscribed',
    });
  });

  it('is an error without a client secret', () => {
    expect(startOutcome({ status: 'INACTIVE', clientSecret: null, setupIntent: false })).toEqual({
      kind: 'error',
      message: UpgradeMessages.noClientSecret,
    });
    expect(startOutcome({ status: 'PAST_DUE', clientSecret: '', setupIntent: true }).kind).toBe('error');
  });

  it('confirms a setup when the setup flag is set, else a payment', () => {
    expect(startOutcome({ status: 'INACTIVE', clientSecret: 'seti_1_secret_x', setupIntent: true })).toEqual({
      kind: 'card',
      clientSecret: 'seti_1_secret_x',
      intent: 'setup',
    });
    expect(startOutcome({ status: 'CANCELLED', clientSecret: 'pi_1_secret_x', setupIntent: false })).toEqual({
      kind: 'card',
      clientSecret: 'pi_1_secret_x',
      intent: 'payment',
    });
  });
});
