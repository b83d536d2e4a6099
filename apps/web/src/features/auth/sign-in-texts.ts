import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignInErrorCode } from '@portico/domain/identity/sign-in-messages';

/**
 * The sign-in failures' texts (the domain's SIGN_IN_ERRORS, spec §1 and §8) in the reader's
 * language; sign-in-texts.test.ts keeps their English the domain's.
 */
export const SIGN_IN_ERROR_TEXTS: Record<SignInErrorCode, MessageDescriptor> = {
  state_mismatch: msg`The sign-in request expired or was tampered with`,
  token_invalid: msg`The identity provider’s answer could not be verified`,
  access_denied: msg`Sign-in was cancelled`,
  provider_unavailable: msg`The identity provider could not be reached`,
  provider_error: msg`The identity provider reported an error`,
};

/** The code's text, or the provider's error for a code the portal does not send. */
export const signInErrorDescriptor = (code: string | null): MessageDescriptor =>
  code && Object.hasOwn(SIGN_IN_ERROR_TEXTS, code)
    ? SIGN_IN_ERROR_TEXTS[code as SignInErrorCode]
    : SIGN_IN_ERROR_TEXTS.provider_error;
