import { describe, expect, it } from '@jest/globals';
import { fixSummary, migrationPercent } from './storageRules';

describe('storage texts and progress', () => {
  it('words the fix result as the spec does', () => {
    expect(fixSummary({ fixed: 3, failed: 1 })).toBe('Fixed: 3, Failed: 1');
  });

  it('shows migration progress in whole percent', () => {
    expect(migrationPercent({ processed: 0, total: 0 })).toBe(0);
    expect(migrationPercent({ processed: 7, total: 20 })).toBe(35);
    expect(migrationPercent({ processed: 25, total: 20 })).toBe(100);
  });
});
