import { Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The numbered page buttons of a pager (the table's and the dashboard cards'), each named
 * 'Page n' and marking the current one. Put it inside Mantine's `Pagination.Root`.
 */
export function PageNumberControls({
  numbers,
  page,
  onPageChange,
}: {
  numbers: readonly number[];
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  return numbers.map((number) => (
    <Pagination.Control
      key={number}
      active={number === page}
      aria-current={number === page ? 'page' : undefined}
      aria-label={t`Page ${number}`}
      onClick={() => onPageChange(number)}
    >
      {number}
    </Pagination.Control>
  ));
}
