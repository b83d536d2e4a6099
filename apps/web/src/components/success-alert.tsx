import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/**
 * A green "it worked" alert that can be dismissed. Mantine's light green title (green 9 on
 * green 1) is 3.8:1, below the 4.5:1 axe asks for; a deeper green keeps the look and passes.
 */
export function SuccessAlert({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={title}
      icon={<IconCircleCheck aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      styles={{ title: { color: '#1e6b30' } }}
    >
      {children}
    </Alert>
  );
}
