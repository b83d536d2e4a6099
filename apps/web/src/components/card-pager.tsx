import { Group, Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PageNumberControls } from './page-number-controls';

/** Spec §9: the card lists show 3 page numbers per group. */
export const CARD_PAGE_GROUP = 3;

/** The page numbers of the group holding `page`: 1–3, 4–6, … */
export function pageGroup(page: number, pageCount: number): number[] {
  const first = Math.floor((page - 1) / CARD_PAGE_GROUP) * CARD_PAGE_GROUP + 1;
  const last = Math.min(pageCount, first + CARD_PAGE_GROUP - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

interface CardPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation's name: 'Pages of job opportunities'. */
  label: string;
}

/** Previous / page numbers / Next under a dashboard card's list; nothing when there is one page. */
export function CardPager({ page, pageCount, onPageChange, label }: CardPagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <Pagination.Root total={pageCount} value={Math.min(page, pageCount)} onChange={onPageChange} size="sm">
      <Group gap={4} component="nav" aria-label={t`Pages of ${label}`} justify="center" mt="sm">
        <Pagination.Previous aria-label={t`Previous page`} />
        <PageNumberControls numbers={pageGroup(page, pageCount)} page={page} onPageChange={onPageChange} />
        <Pagination.Next aria-label={t`Next page`} />
      </Group>
    </Pagination.Root>
  );
}
