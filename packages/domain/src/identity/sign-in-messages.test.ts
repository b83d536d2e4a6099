import { describe, expect, it } from 'vitest';
import { accountLoadErrorMessage } from './sign-in-messages';

describe('sign-in failure texts (spec §1, §8)', () => {
  it('names the identity provider when the account cannot be loaded', () => {
    expect(accountLoadErrorMessage('Microsoft')).toBe('Error loading your Microsoft account.');
  });
});
