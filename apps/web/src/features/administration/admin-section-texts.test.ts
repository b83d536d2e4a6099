import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '@portico/domain/administration/admin-sections';
import { activateLanguage } from '../../lib/i18n';
import { ADMIN_SECTION_TEXTS } from './admin-section-texts';

describe('the administration landing’s cards', () => {
  it.each(ADMIN_SECTIONS)('read $label in English as the domain writes them', (section) => {
    const texts = ADMIN_SECTION_TEXTS[section.path];
    expect(texts && [i18n._(texts.label), i18n._(texts.description)]).toEqual([
      section.label,
      section.description,
    ]);
  });

  it('are in French for a French reader', async () => {
    await activateLanguage('fr-CA');
    const texts = ADMIN_SECTION_TEXTS['/admin/access-roles']!;
    expect(i18n._(texts.label)).toBe('Rôles d’accès');
    expect(i18n._(texts.description)).not.toBe(ADMIN_SECTIONS[0]!.description);
  });
});
