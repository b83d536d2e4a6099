import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../lib/api-client';

interface FormErrorAlertProps {
  error: Error;
  /** Title when the error has none of its own (a network failure). */
  fallbackTitle: string;
  /** Labels of the form's fields, keyed like the server's `errors`. */
  labels: Record<string, string>;
}

/** A save failure in the form's red alert (spec §8): the server's title, detail and field errors. */
export function FormErrorAlert({ error, fallbackTitle, labels }: FormErrorAlertProps) {
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
              {labels[field] ?? field}: {messages.join(' ')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
