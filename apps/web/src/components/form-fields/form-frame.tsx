import type { FormEventHandler, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { ServerErrorAlert } from '../server-error-alert';

interface FormFrameProps {
  /** The form's name for screen readers, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: Error | null;
  /** The alert's title when the server's answer has none of its own. */
  fallbackTitle: string;
  fieldLabels?: Record<string, string>;
  children: ReactNode;
}

/**
 * A form's frame: named, checked by the portal rather than the browser, the last save's failure
 * in a red alert above the fields (spec §8), the fields in one column.
 */
export function FormFrame({
  label,
  labelledBy,
  onSubmit,
  serverError,
  fallbackTitle,
  fieldLabels,
  children,
}: FormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} aria-labelledby={labelledBy}>
      <Stack gap="md">
        <ServerErrorAlert error={serverError} fallbackTitle={fallbackTitle} fieldLabels={fieldLabels} />
        {children}
      </Stack>
    </form>
  );
}

/** A form's Cancel and submit buttons, at its end: Cancel waits while the save is under way. */
export function FormActions({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? <Trans>Save</Trans>}
      </Button>
    </Group>
  );
}
