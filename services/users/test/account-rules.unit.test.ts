import {
  AccountMessages,
  displayName,
  validateNewPassword,
  validateProfile,
  validateResetPassword,
} from '../src/domain/account-rules';
import {
  AdminMessages,
  checkCredits,
  checkGenerations,
  checkRole,
  checkSubscriptionStatus,
  checkListWindow,
} from '../src/domain/admin-rules';
import { counterKey, windowStart } from '@faithcraft/lib';
import { RateRules } from '../src/domain/rate-limits';

describe('password rules with the spec texts (000 §5)', () => {
  it('reset: at least 8 characters, without a full stop', () => {
    expect(validateResetPassword('1234567')).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters long' },
    ]);
    expect(validateResetPassword('12345678')).toEqual([]);
  });

  it('change: at least 8 characters, with a full stop (the dialog text)', () => {
    expect(validateNewPassword('short')).toEqual([
      { field: 'newPassword', message: 'Password must be at least 8 characters long.' },
    ]);
    expect(validateNewPassword('x'.repeat(257))[0]?.message).toBe(AccountMessages.passwordTooLong);
  });
});

describe('profile edits', () => {
  it('trims names, turns empty into null and leaves absent fields alone', () => {
    expect(validateProfile({ firstName: '  Jane ', lastName: '   ' })).toEqual({
      errors: [],
      set: { firstName: 'Jane', lastName: null },
    });
    expect(validateProfile({ isProfilePublic: false })).toEqual({ errors: [], set: { isProfilePublic: false } });
  });

  it('refuses names over 50 characters and control characters, changing nothing', () => {
    const result = validateProfile({ firstName: 'x'.repeat(51), lastName: 'Bad\u0007Name' });
    expect(result.errors).toEqual([
      { field: 'firstName', message: 'First name must be at most 50 characters' },
      { field: 'lastName', message: 'Last name cannot contain control characters' },
    ]);
    expect(result.set).toEqual({});
    expect(validateProfile({ firstName: 'x'.repeat(50) }).errors).toEqual([]);
  });

  it('never shows an e-mail address as a public name', () => {
    expect(displayName(' Jane ', 'Doe')).toBe('Jane Doe');
    expect(displayName(null, 'Doe')).toBe('Doe');
    expect(displayName(null, '  ')).toBe('Anonymous Creator');
  });
});

describe('admin rules (001 §5)', () => {
  it('credits are whole numbers from 0 to 1000', () => {
    expect(checkCredits(0)).toBeNull();
    expect(checkCredits(1000)).toBeNull();
    for (const bad of [-1, 1001, 2.5]) expect(checkCredits(bad)).toBe('Credits must be a whole number from 0 to 1000');
  });

  it('generations are whole numbers 0..100000 with used not above the limit', () => {
    expect(checkGenerations(0, 5)).toBeNull();
    expect(checkGenerations(-1, 5)).toBe(AdminMessages.generationsUsed);
    expect(checkGenerations(1, 100_001)).toBe(AdminMessages.generationsLimit);
    expect(checkGenerations(6, 5)).toBe(AdminMessages.usedAboveLimit);
  });

  it('roles follow a safe pattern; subscription statuses are a closed list; lists are bounded', () => {
    expect(checkRole('moderator')).toBeNull();
    for (const bad of ['', 'A', 'admin; drop', 'x'.repeat(31), '$where'])
      expect(checkRole(bad)).toBe(AdminMessages.role);
    expect(checkSubscriptionStatus('past_due')).toBeNull();
    expect(checkSubscriptionStatus('free')).toBe(AdminMessages.subscription);
    expect(checkListWindow(500, 0)).toBeNull();
    expect(checkListWindow(501, 0)).toBe(AdminMessages.listLimit);
    expect(checkListWindow(10, -1)).toBe(AdminMessages.listOffset);
  });
});

describe('rate-limit windows', () => {
  it('puts attempts of the same 15 minutes in one counter and the next window in another', () => {
    const rule = RateRules.signInAttempts;
    const t = Date.parse('2026-01-01T10:00:00Z');
    expect(windowStart(t + 14 * 60_000, rule.windowMs)).toBe(t);
    expect(counterKey(rule, 'a', t)).toBe(counterKey(rule, 'a', t + 14 * 60_000));
    expect(counterKey(rule, 'a', t)).not.toBe(counterKey(rule, 'a', t + 15 * 60_000));
    expect(counterKey(rule, 'a', t)).not.toBe(counterKey(rule, 'b', t));
  });
});
