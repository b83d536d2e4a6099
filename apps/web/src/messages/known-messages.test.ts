import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { mustBeAtMost, REQUIRED } from '@portico/domain/shared/messages';
import { activateLanguage } from '../lib/i18n';
import { KNOWN_MESSAGES } from './known-messages';
import { translateMessage } from './translate-message';

describe('the domain’s and the server’s texts in the reader’s language', () => {
  it('read in English exactly as the domain and the server write them', () => {
    for (const [english, descriptor] of KNOWN_MESSAGES) expect(i18n._(descriptor)).toBe(english);
    expect(translateMessage(i18n, mustBeAtMost(100))).toBe('Must be 100 characters or less');
  });

  it.each([
    [REQUIRED, 'Obligatoire'],
    [mustBeAtMost(100), 'Doit compter au plus 100 caractères'],
    ['A text no one knows', 'A text no one knows'],
    ['Must be  characters or less', 'Must be  characters or less'],
  ])('%j reads %j in French', async (english, french) => {
    await activateLanguage('fr-CA');
    expect(translateMessage(i18n, english)).toBe(french);
  });
});
