import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardPager } from './card-pager';
import { pageCountOf } from './data-table/page-window';
import { LoadingPlaceholder } from './loading-state';
import classes from './paged-cards.module.css';

const CARD_PLACEHOLDER = [{ height: 120 }, { height: 120 }, { height: 120 }];

interface PagedCardsProps<Item extends { id: string }> {
  /** The query of the page: its data (one page from the server), whether it is loading or failed. */
  result: {
    data?:
      { items: Item[]; total: number; moreThanTotal?: boolean; page: number; pageSize: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
  };
  /** What the cards are, plural and lower case: 'employees' ('Showing 1 to 8 of 40 employees'). */
  noun: string;
  /** One of them: 'employee' ('Showing 1 of 1 employee'). */
  nounOne: string;
  /** The list's accessible name: 'Employees'. */
  listLabel: string;
  renderCard: (item: Item) => ReactNode;
  onPageChange: (page: number) => void;
  cols?: SimpleGridProps['cols'];
  /** Attributes for the guided tour's anchors on the cards and the pager. */
  cardsProps?: Record<string, string>;
  pagerProps?: Record<string, string>;
}

/**
 * 'Showing 1 to 8 of 40 employees'; a page of one card names it once: 'Showing 9 of 9
 * employees'; where the server stopped counting (a common search): 'of more than 100 employees'.
 */
export const showingText = (
  first: number,
  last: number,
  total: number,
  noun: string,
  moreThanTotal = false,
) =>
  i18n._(
    moreThanTotal
      ? msg`Showing ${first} to ${last} of more than ${total} ${noun}`
      : first === last
        ? msg`Showing ${first} of ${total} ${noun}`
        : msg`Showing ${first} to ${last} of ${total} ${noun}`,
  );

/**
 * A server-paged list of cards (the directory, the libraries, the job openings): how many are
 * shown of how many, 'No Data to Display' when none, the cards as a list, and the card pager
 * with 3 page numbers per group (spec §9).
 */
export function PagedCards<Item extends { id: string }>({
  result,
  noun,
  nounOne,
  listLabel,
  renderCard,
  onPageChange,
  cols = { base: 1, sm: 2, lg: 3 },
  cardsProps,
  pagerProps,
}: PagedCardsProps<Item>) {
  const { t } = useLingui();
  const data = result.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize, data.moreThanTotal) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  return (
    <>
      {result.isPending && <LoadingPlaceholder label={t`Loading the ${noun}`} blocks={CARD_PLACEHOLDER} />}
      {result.isError && !data && (
        <Text c="dimmed">
          <Trans>The {noun} could not be loaded. Use Refresh at the top of the page to try again.</Trans>
        </Text>
      )}
      {data && (
        <Text size="sm" c="dimmed" mb="sm" role="status">
          {data.total === 0
            ? t`No Data to Display`
            : showingText(
                first,
                first + data.items.length - 1,
                data.total,
                data.total === 1 ? nounOne : noun,
                data.moreThanTotal,
              )}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={cols}
          spacing="md"
          className={classes.grid}
          aria-label={listLabel}
          aria-busy={result.isPlaceholderData}
          {...cardsProps}
        >
          {data.items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </SimpleGrid>
      )}
      {data && pageCount > 1 && (
        <Box {...pagerProps}>
          <CardPager page={data.page} pageCount={pageCount} onPageChange={onPageChange} label={noun} />
        </Box>
      )}
    </>
  );
}
