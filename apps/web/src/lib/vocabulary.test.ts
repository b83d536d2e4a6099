import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { optionsOf, vocabulary, vocabularyWith } from './vocabulary';

// Messages of the main catalogue (My Time Away's), so they have their French here.
const TERMS = { Booked: msg`Booked`, Taken: msg`Taken` };

describe('a vocabulary', () => {
  it('shows each value in the reader’s language, and one it does not know as it came', async () => {
    const format = vocabulary(TERMS);
    await activateLanguage('fr-CA');
    // Passed straight to map: an index never stands in for a translator.
    expect(['Booked', 'Taken', 'Bakery'].map(format)).toEqual(['Réservé', 'Pris', 'Bakery']);
    expect(optionsOf(['Taken'], format)).toEqual([{ value: 'Taken', label: 'Pris' }]);
  });

  it('takes the translator it is given', () => {
    expect(vocabularyWith(TERMS)(() => 'translated', 'Taken')).toBe('translated');
    expect(vocabularyWith(TERMS)(() => 'translated', 'Bakery')).toBe('Bakery');
  });
});
