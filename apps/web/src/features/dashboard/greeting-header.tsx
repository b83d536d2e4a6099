import { Box, Text, Title } from '@mantine/core';
import { useMe } from '../../lib/api/get-me';

/**
 * Spec §2 Dashboard: the greeting with the person's given name and job title, as `/api/me`
 * gives them (the title they go by, else the HR record's).
 */
export function GreetingHeader() {
  const me = useMe().data;
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
    </Box>
  );
}
