import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERRORS, type SignInErrorCode } from '@portico/domain/identity/sign-in-messages';
import { activateLanguage } from '../../lib/i18n';
import { SIGN_IN_ERROR_TEXTS, signInErrorDescriptor } from './sign-in-texts';

describe('the sign-in failures’ texts', () => {
  it.each(Object.keys(SIGN_IN_ERRORS) as SignInErrorCode[])(
    '%s reads as the domain writes it in English',
    (code) => {
      expect(i18n._(SIGN_IN_ERROR_TEXTS[code])).toBe(SIGN_IN_ERRORS[code]);
    },
  );

  it.each(['<script>alert(1)</script>', 'toString', '', null])('code %j shows only a known text', (code) => {
    expect(i18n._(signInErrorDescriptor(code))).toBe(SIGN_IN_ERRORS.provider_error);
  });

  it('reads in French, and a code the portal does not send is the provider’s error', async () => {
    await activateLanguage('fr-CA');
    expect(i18n._(signInErrorDescriptor('access_denied'))).toBe('La connexion a été annulée');
    expect(i18n._(signInErrorDescriptor('made-up'))).toBe('Le fournisseur d’identité a signalé une erreur');
  });
});
