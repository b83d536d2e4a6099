import { describe, expect, it } from 'vitest';
import {
  accountLoadErrorMessage,
  identityProviderErrorMessage,
  signInErrorText,
  SIGN_IN_ERRORS,
  unknownUserMessage,
} from './sign-in-messages';

describe('sign-in failure texts (spec §1, §8)', () => {
  it('names the portal on the unknown-user screen', () => {
    expect(unknownUserMessage('Portico')).toBe('We could not find you on Portico, Contact Administrator.');
  });
  it('names the identity provider when the account cannot be loaded', () => {
    expect(accountLoadErrorMessage('Microsoft')).toBe('Error loading your Microsoft account.');
  });
  it('prefixes identity provider errors', () => {
    expect(identityProviderErrorMessage('Sign-in was cancelled')).toBe(
      'An Error Occurred: Sign-in was cancelled',
    );
  });
  it.each([
    ['state_mismatch', SIGN_IN_ERRORS.state_mismatch],
    ['access_denied', SIGN_IN_ERRORS.access_denied],
    ['<script>alert(1)</script>', SIGN_IN_ERRORS.provider_error],
    ['toString', SIGN_IN_ERRORS.provider_error],
    ['', SIGN_IN_ERRORS.provider_error],
    [null, SIGN_IN_ERRORS.provider_error],
  ])('code %j shows only a known text', (code, text) => {
    expect(signInErrorText(code)).toBe(text);
  });
});
