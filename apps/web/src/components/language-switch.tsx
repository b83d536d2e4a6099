import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, type Language } from '@portico/domain/language/languages';
import { activateLanguage } from '../lib/i18n';

/**
 * The other language than the page's, named in itself ("Français" in English, "English" in
 * French), and what switching to it does: the page re-renders in place, then `onSwitched`
 * keeps the choice (the signed-in frame stores it on the person).
 */
export function useOtherLanguage(onSwitched?: (language: Language) => Promise<unknown> | void) {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return {
    language,
    name: LANGUAGE_NAMES[language],
    // Not kept on the server (offline): this browser keeps the choice, the next sign-in the stored one.
    switchTo: () =>
      void activateLanguage(language)
        .then(() => onSwitched?.(language))
        .catch(() => undefined),
  };
}

/**
 * The switch as a button, marked with the other language's `lang` so a screen reader says
 * its name as it is written.
 */
export function LanguageSwitch({
  onSwitched,
  visibleFrom,
}: {
  onSwitched?: (language: Language) => Promise<unknown> | void;
  visibleFrom?: 'sm';
}) {
  const other = useOtherLanguage(onSwitched);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other.language}
      visibleFrom={visibleFrom}
      onClick={other.switchTo}
    >
      {other.name}
    </Button>
  );
}
