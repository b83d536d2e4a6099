import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';

interface ServerErrorAlertProps {
  /** The last save's failure; nothing is shown without one. */
  error: Error | null;
  /** The title when the answer has none of its own. */
  fallbackTitle: string;
  /** Labels for the field names the server's `errors` are keyed by. */
  fieldLabels?: Record<string, string>;
}

/** The server's answer to a failed save in a red alert (spec §8): its title, detail and field errors. */
export function ServerErrorAlert({ error, fallbackTitle, fieldLabels = {} }: ServerErrorAlertProps) {
  if (!error) return null;
  const problem = error instanceof ApiError ? error : null;
  const detail = problem ? problem.detail : error.message;
  const fieldErrors = Object.entries(problem?.errors ?? {});
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={problem?.title ?? fallbackTitle}
    >
      {detail && <Text size="sm">{detail}</Text>}
      {fieldErrors.length > 0 && (
        <List size="sm" mt={4}>
          {fieldErrors.map(([field, messages]) => (
            <List.Item key={field}>
              {fieldLabels[field] ?? field}: {messages.join(' ')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
