// Input and pager styles are not in the first paint's sheet; they arrive with this code.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import '../../lib/mantine-styles-later';
import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EmployeeListItem } from '@portico/domain/people/employee-list';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { CardPager } from '../../components/card-pager';
import { withCatalogues } from '../../lib/i18n';
import { useEmployeeList } from './api/get-employee-list';
import { EMPLOYEE_LIST_TITLE } from './card-titles';
import classes from './dashboard.module.css';
import { PersonAvatar } from '../../components/person-avatar';

// The modal and its org chart (React Flow) load when someone is opened, not with the dashboard.
const MoreAboutMeModal = lazy(withCatalogues(() => import('./more-about-me-modal')));

/** Typing pauses this long before the server is asked, so a name is one request, not six. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec §2 Dashboard: find a colleague — a search box, 5 per page with previous/next, searched
 * and paged on the server; each entry opens their 'more about me' modal.
 */
export default function EmployeeSearchList() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<EmployeeListItem | null>(null);
  const list = useEmployeeList(debounced, page);
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card component="section" aria-labelledby="employee-list-heading" padding="lg">
      <Title order={2} fz="h4" id="employee-list-heading" mb="sm">
        {i18n._(EMPLOYEE_LIST_TITLE)}
      </Title>
      <TextInput
        label={t`Search employees`}
        placeholder={t`Name or email`}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        mb="xs"
      />
      {list.isPending && (
        <Text c="dimmed" role="status">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {list.isError && (
        <Text c="dimmed">
          <Trans>The employees could not be loaded.</Trans>
        </Text>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Stack component="ul" gap={0} className={classes.list} aria-busy={list.isPlaceholderData}>
          {data.items.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className={classes.personButton}
                aria-haspopup="dialog"
                onClick={() => setOpened(person)}
              >
                <PersonAvatar person={person} size={36} />
                <span className={classes.itemText}>
                  <Text fw={600} size="sm" truncate>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {person.title ?? ''}
                  </Text>
                </span>
              </button>
            </li>
          ))}
        </Stack>
      )}
      <CardPager page={page} pageCount={pageCount} onPageChange={setPage} label={t`employees`} />
      {opened && (
        <Suspense fallback={null}>
          <MoreAboutMeModal person={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Card>
  );
}
