import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageSize } from '../../lib/list-state';
import { PageNumberControls } from '../page-number-controls';
import { pageCountOf, pageWindow } from './page-window';

interface TablePagerProps {
  page: number;
  pageSize: PageSize;
  pageSizes: readonly PageSize[];
  total: number;
  /** The server stopped counting at `total`: more match (a common search). */
  moreThanTotal?: boolean;
  label: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/**
 * Rows per page (5, 10, 50, All), what is shown of how many, and the five page links. Of a
 * total the server did not finish counting, it says "of more than 100" and has no Last page.
 */
export function TablePager({
  page,
  pageSize,
  pageSizes,
  total,
  moreThanTotal = false,
  label,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const { t } = useLingui();
  const pageCount = pageCountOf(total, pageSize, moreThanTotal);
  const size = pageSize === 'all' ? Math.max(total, 1) : pageSize;
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * size + 1);
  const last = Math.min(total, page * size);

  return (
    <Group justify="space-between" gap="sm" mt="sm">
      <Group gap="sm">
        <NativeSelect
          aria-label={t`Rows per page, ${label}`}
          data={pageSizes.map((option) => ({
            value: String(option),
            label: option === 'all' ? t`All` : String(option),
          }))}
          value={String(pageSize)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            onPageSizeChange(value === 'all' ? 'all' : Number(value));
          }}
          w={84}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {moreThanTotal ? (
            <Trans>
              Showing {first} to {last} of more than {total}
            </Trans>
          ) : (
            <Trans>
              Showing {first} to {last} of {total}
            </Trans>
          )}
        </Text>
      </Group>
      {pageCount > 1 && (
        <Pagination.Root total={pageCount} value={Math.min(page, pageCount)} onChange={onPageChange}>
          <Group gap={4} component="nav" aria-label={t`Pages of ${label}`}>
            <Pagination.First aria-label={t`First page`} />
            <Pagination.Previous aria-label={t`Previous page`} />
            <PageNumberControls
              numbers={pageWindow(page, pageCount)}
              page={page}
              onPageChange={onPageChange}
            />
            <Pagination.Next aria-label={t`Next page`} />
            {!moreThanTotal && <Pagination.Last aria-label={t`Last page`} />}
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
