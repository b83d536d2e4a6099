import type { ReactNode } from 'react';
import { Fieldset, Stack, Text } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { LANGUAGE_NAMES, type Language } from '@portico/domain/language/languages';
import { TextField } from './text-field';
import type { FormFieldProps } from './use-form-field';

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

type TitleField<Values extends FieldValues, Output extends FieldValues> = FormFieldProps<Values, Output> & {
  label: string;
  description?: string;
};

/**
 * A bilingual item's one short text (a job title, a link's or a form's name, a value), each
 * language in its fieldset, the English one taking the focus unless the form's first field
 * does (`focusFirst`); `hint` says the author may fill one language or both.
 */
export function BilingualTitleFields<Values extends FieldValues, Output extends FieldValues = Values>({
  hint,
  english,
  french,
  focusFirst = true,
}: {
  hint?: ReactNode;
  focusFirst?: boolean;
  english: TitleField<Values, Output>;
  french: TitleField<Values, Output>;
}) {
  return (
    <>
      {hint && <Text size="sm">{hint}</Text>}
      <LanguageFieldset language="en-CA">
        <TextField {...english} lang="en-CA" data-autofocus={focusFirst || undefined} />
      </LanguageFieldset>
      <LanguageFieldset language="fr-CA">
        <TextField {...french} lang="fr-CA" />
      </LanguageFieldset>
    </>
  );
}
