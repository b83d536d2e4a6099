import { Box } from '@mantine/core';
import { SuccessAlert } from '../../components/success-alert';

/** The spec's 'Deleted!' success alert after a request is deleted. */
export function DeletedAlert({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <Box mb="md">
      <SuccessAlert title="Deleted!" onClose={onClose}>
        Request {name} has been deleted.
      </SuccessAlert>
    </Box>
  );
}
