import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/hr-import/import-report';
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
    [
      MESSAGES.adminOnlyEmail('Admin, HR, IT desk'),
      'Cette personne détient un rôle (Administrateur, RH, Centre de services TI) : seul un administrateur peut changer son courriel professionnel',
    ],
  ])('%j reads %j in French', async (english, french) => {
    await activateLanguage('fr-CA');
    expect(translateMessage(i18n, english)).toBe(french);
  });
});

describe('every message of the domain’s rules is known', () => {
  it('each exported message constant (…_MESSAGE, …_MESSAGES, and the named refusals) has its French', async () => {
    const modules = await Promise.all([
      import('@portico/domain/shared/messages'),
      import('@portico/domain/shared/dates'),
      import('@portico/domain/shared/idempotency'),
      import('@portico/domain/approvals/reminder-settings'),
      import('@portico/domain/approvals/substitutes'),
      import('@portico/domain/forecasts/forecast-lock'),
      import('@portico/domain/forecasts/forecast-schema'),
      import('@portico/domain/news-events/news-constants'),
      import('@portico/domain/profile/profile-schema'),
      import('@portico/domain/quick-links/quick-link-schema'),
      import('@portico/domain/quick-links/quick-link-url'),
      import('@portico/domain/request-catalogue/category-admin'),
      import('@portico/domain/request-catalogue/project-admin'),
      import('@portico/domain/requests/attachment-access'),
      import('@portico/domain/requests/attachment-rules'),
      import('@portico/domain/requests/comments/comment-rules'),
      import('@portico/domain/requests/request-schemas'),
      import('@portico/domain/requests/workflow/workflow-messages'),
      import('@portico/domain/sites/site-texts'),
      import('@portico/domain/wall-of-wow/wall-of-wow-admin'),
      import('@portico/domain/wall-of-wow/wall-of-wow-image-rules'),
      import('@portico/domain/library/library-schema'),
      import('@portico/domain/hr-import/import-files'),
      import('@portico/domain/hr-import/import-report'),
      import('@portico/domain/people-metrics/headcount-dto'),
    ]);
    const MESSAGE_NAME =
      /(MESSAGES?|REFUSED|NOT_FOUND|TAKEN|INVALID|CHOOSE|FILE|LOCKED|CHANGED|MISMATCH|MONTH|WINNER)/;
    const unknown: string[] = [];
    // In French, a known message reads otherwise, a templated one too.
    await activateLanguage('fr-CA');
    for (const module of modules) {
      for (const [name, value] of Object.entries(module)) {
        if (!MESSAGE_NAME.test(name) || !/^[A-Z_]+$/.test(name)) continue;
        const texts =
          typeof value === 'string'
            ? [value]
            : value && typeof value === 'object'
              ? Object.values(value)
              : [];
        // A message with a value is written with one: a role, a limit.
        for (const message of texts) {
          const text: unknown =
            typeof message === 'function' ? (message as (value: string) => unknown)('Admin') : message;
          if (
            typeof text === 'string' &&
            text.includes(' ') &&
            translateMessage(i18n, text) === text &&
            !KNOWN_MESSAGES.has(text)
          ) {
            unknown.push(`${name}: ${text}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
