import { describe, expect, it } from 'vitest';
import {
  DOC_TYPES,
  FORM_CATEGORY_NAMES,
  FORM_SUB_CATEGORIES,
  REGIONS,
  TRAINING_CATEGORY_NAMES,
  TRAINING_SUB_CATEGORIES,
  TRAINING_TYPES,
} from '@portico/domain/library/library-constants';
import { activateLanguage } from '../../lib/i18n';
import { formatLibraryTerm, libraryOptions } from './library-labels';

const EVERY_TERM = [
  ...new Set([
    ...TRAINING_CATEGORY_NAMES,
    ...TRAINING_SUB_CATEGORIES,
    ...FORM_CATEGORY_NAMES,
    ...FORM_SUB_CATEGORIES,
    ...TRAINING_TYPES,
    ...REGIONS,
    ...DOC_TYPES,
  ]),
];

describe('the libraries’ vocabulary', () => {
  it.each(EVERY_TERM)('%s reads as the domain writes it in English, and has its French', async (term) => {
    expect(formatLibraryTerm(term)).toBe(term);
    await activateLanguage('fr-CA');
    // Only names the two languages share read the same (Canada, Doha, Finance, Microsoft 365…).
    const same = ['Canada', 'Doha', 'Microsoft 365'];
    if (!same.includes(term)) expect(formatLibraryTerm(term)).not.toBe(term);
  });

  it.each([
    ['HR', 'RH'],
    ['USA', 'États-Unis'],
    ['Receiving & Shipping', 'Réception et expédition'],
    ['Protocol', 'Protocole'],
  ])('%s is %s in French', async (term, french) => {
    await activateLanguage('fr-CA');
    expect(formatLibraryTerm(term)).toBe(french);
  });

  it('offers the stored value with the reader’s label', async () => {
    await activateLanguage('fr-CA');
    expect(libraryOptions(['IT', 'Custom'])).toEqual([
      { value: 'IT', label: 'TI' },
      { value: 'Custom', label: 'Custom' },
    ]);
  });
});
