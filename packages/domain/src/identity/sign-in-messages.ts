/**
 * Texts of the sign-in failure screens (spec §1 and §8), with the product names filled in.
 * The screens write them in the reader's language (apps/web/src/features/auth); these are the
 * spec's English, which their tests hold them to.
 */
export const accountLoadErrorMessage = (identityProviderName: string) =>
  `Error loading your ${identityProviderName} account.`;

/**
 * Why a sign-in did not finish. The server redirects with one of these codes, never with
 * free text, so nothing a third party puts in a link is shown as the portal's own words.
 */
export const SIGN_IN_ERRORS = {
  state_mismatch: 'The sign-in request expired or was tampered with',
  token_invalid: 'The identity provider’s answer could not be verified',
  access_denied: 'Sign-in was cancelled',
  provider_unavailable: 'The identity provider could not be reached',
  provider_error: 'The identity provider reported an error',
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;
