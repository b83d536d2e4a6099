import { useLingui } from '@lingui/react/macro';
import type { SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRowDelete } from '../../../components/data-table/use-row-delete';
import { rangeLabel } from './substitute-modal';

/** Removing a substitute range, on the profile and on the Admin screen alike. */
export const useSubstituteDelete = (
  remove: UseMutationResult<unknown, Error, string>,
  say: (message: string | null) => void,
) => {
  const { t } = useLingui();
  return useRowDelete({
    remove,
    idOf: (row: SubstitutionRow) => row.id,
    nameOf: rangeLabel,
    failedTitle: t`The substitute could not be removed`,
    say,
    deletedMessage: (row) => {
      const range = rangeLabel(row);
      return t`${range}: removed.`;
    },
  });
};
