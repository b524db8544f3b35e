import { describe, expect, it } from '@jest/globals';
import { roleBadge } from './CreatorHeader';

describe('creator role badge', () => {
  it("shows 'Administrator' for admins, the role text for other roles and nothing for users", () => {
    expect(roleBadge('admin')).toBe('Administrator');
    expect(roleBadge('moderator')).toBe('moderator');
    expect(roleBadge('user')).toBeNull();
  });
});
