import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portico/domain/language/languages';
import { useState } from 'react';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { useSaveLanguage } from '../../lib/api/save-language';
import { activateLanguage } from '../../lib/i18n';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The person's language (issue 30), chosen here as with the header's switch: the page turns to
 * it at once, nothing reloads, and it is kept on the person, so every browser they sign in on
 * speaks it and what the portal sends them is written in it. Each language is named in itself.
 */
export function LanguageSection() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const save = useSaveLanguage();
  const [failure, setFailure] = useState<Error | null>(null);

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    setFailure(null);
    void activateLanguage(value)
      .then(() => save(value))
      .catch((error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))));
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="language-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="language-title">
          <Trans>Language</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            The portal is shown to you in this language, on every device, and what it sends you (notifications
            and reminders) is written in it.
          </Trans>
        </Text>
        <Radio.Group value={i18n.locale} onChange={choose} label={t`Portal language`}>
          <Stack gap="xs" mt="xs">
            {LANGUAGES.map((language) => (
              <Radio
                key={language}
                value={language}
                label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
              />
            ))}
          </Stack>
        </Radio.Group>
        <ServerErrorAlert error={failure} fallbackTitle={t`Your language could not be saved`} />
      </Stack>
    </Paper>
  );
}
