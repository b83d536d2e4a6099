import { describe, expect, it } from 'vitest';
import { languageFor } from './languages';

describe('languageFor', () => {
  it.each([
    [['fr-CA'], 'fr-CA'],
    [['fr'], 'fr-CA'],
    [['FR-fr', 'en-US'], 'fr-CA'],
    [['en-US', 'fr-CA'], 'en-CA'],
    [['de-DE', 'fr-BE'], 'fr-CA'],
    [['de-DE', 'es'], 'en-CA'],
    [[], 'en-CA'],
    [['frr'], 'en-CA'],
  ] as const)('%j reads the portal in %s', (preferred, expected) => {
    expect(languageFor(preferred)).toBe(expected);
  });
});
