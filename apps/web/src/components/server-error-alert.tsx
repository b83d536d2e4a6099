import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { ApiError } from '../lib/api-client';
import { translateMessage } from '../messages/translate-message';

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
  // The server writes English; the reader sees their language, a text it does not know as written.
  const { i18n } = useLingui();
  if (!error) return null;
  const translate = (text: string) => translateMessage(i18n, text);
  const problem = error instanceof ApiError ? error : null;
  const detail = problem ? problem.detail : error.message;
  const fieldErrors = Object.entries(problem?.errors ?? {});
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={typeof problem?.title === 'string' ? translate(problem.title) : fallbackTitle}
    >
      {detail && <Text size="sm">{translate(detail)}</Text>}
      {fieldErrors.length > 0 && (
        <List size="sm" mt={4}>
          {fieldErrors.map(([field, messages]) => (
            <List.Item key={field}>
              {fieldLabels[field] ?? field}: {messages.map(translate).join(' ')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
