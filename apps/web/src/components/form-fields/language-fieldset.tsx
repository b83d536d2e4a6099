import type { ReactNode } from 'react';
import { Fieldset, Stack } from '@mantine/core';
import { LANGUAGE_NAMES, type Language } from '@portico/domain/language/languages';

/**
 * One language's fields of a bilingual form (decision 065), under the language's name in
 * itself, as the language switch names it. Each field in it takes `lang={language}`, so what is
 * typed is marked with its language and the browser checks its spelling in that language.
 */
export function LanguageFieldset({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <Fieldset legend={<span lang={language}>{LANGUAGE_NAMES[language]}</span>} variant="filled" p="md">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}
