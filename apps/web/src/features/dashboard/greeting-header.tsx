import { Box, Text, Title } from '@mantine/core';
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
  if (!me) return null;
  return (
    <Box component="section" aria-label="Greeting" mb="lg">
      <Title order={2} fz="h3">
        Hello, {me.givenName}!
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
