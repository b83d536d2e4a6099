import { Box, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMe } from '../../lib/api/get-me';
import { usePersonToday } from '../../lib/use-person-today';
import { formatLongDay } from '../../lib/format';

/**
 * Spec §2 Dashboard: the greeting with the person's given name and job title, as `/api/me`
 * gives them (the title they go by, else the HR record's), and their own day where their site
 * is (issue 29): what "today" means on every card below it.
 */
export function GreetingHeader() {
  const me = useMe().data;
  const today = usePersonToday();
  // Also what re-renders the day in the reader's language when they switch.
  const { t } = useLingui();
  if (!me) return null;
  const givenName = me.givenName;
  return (
    <Box component="section" aria-label={t`Greeting`} mb="lg">
      <Title order={2} fz="h3">
        <Trans>Hello, {givenName}!</Trans>
      </Title>
      {me.jobTitle && (
        <Text c="dimmed" mt={2}>
          {me.jobTitle}
        </Text>
      )}
      <Text c="dimmed" size="sm" mt={2}>
        {formatLongDay(today)}
        {me.site && ` · ${me.site}`}
      </Text>
    </Box>
  );
}
