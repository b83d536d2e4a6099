import { Box } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessAlert } from '../../components/success-alert';

/** The spec's 'Deleted!' success alert after a request is deleted. */
export function DeletedAlert({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Box mb="md">
      <SuccessAlert title={t`Deleted!`} onClose={onClose}>
        <Trans>Request {name} has been deleted.</Trans>
      </SuccessAlert>
    </Box>
  );
}
