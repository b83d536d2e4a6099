import '../../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  JOB_OPENING_ADMIN_SORTS,
  type JobOpeningAdmin,
  type JobOpeningAdminSort,
} from '@portico/domain/careers/job-opening-input';
import { JOB_OPENING_TEXT_FIELDS } from '@portico/domain/careers/job-opening-texts';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { langOf, OnlyInMark } from '../../../components/bilingual/only-in-mark';
import { shownToReader } from '../../../components/bilingual/use-shown-in';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { AdminListPage } from '../../../components/admin-list-page';
import { useDeleteJobOpening, useJobOpeningsAdmin } from '../api/job-openings-admin';
import { JOB_OPENINGS_ADMIN_PATH } from './job-openings-path';
import { useEditDeleteRows } from '../../../components/data-table/use-edit-delete-rows';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column';

const LIST_OPTIONS: ListStateOptions<JobOpeningAdminSort> = {
  sorts: JOB_OPENING_ADMIN_SORTS,
  view: { sort: 'datePosted', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<JobOpeningAdmin>();
/** An opening's title as the Admin reads it: theirs, else the other, marked (decision 065). */
const shownOf = (opening: JobOpeningAdmin) => shownToReader(opening, JOB_OPENING_TEXT_FIELDS);
const jobTitleOf = (opening: JobOpeningAdmin) => shownOf(opening).texts.jobTitle;

/**
 * An address of the hiring site, opened in a new tab: 'Apply' to the eye, 'Apply for <title>'
 * to a screen reader (`text`, then `more` unseen); a dash when there is none.
 */
function HiringSiteLink({ href, text, more }: { href: string | null; text: string; more: string }) {
  if (!href)
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {text}
      <VisuallyHidden>{` ${more}`}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * `/admin/careers` (Admins): every job opening, newest first, searched by title (in either
 * language) or place and sorted by any of its columns, each title in the Admin's language or
 * marked as in the other only; New Job Opening and each row's Edit open the form, Delete asks
 * first. The careers page and the dashboard's card show each change at once.
 */
export function JobOpeningsAdminPage() {
  const { t } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const openings = useJobOpeningsAdmin(pageQueryOf(list));
  const rows = useEditDeleteRows({
    title: t`Job Opportunities`,
    remove: useDeleteJobOpening(),
    failedTitle: t`The job opening could not be deleted`,
    nameOf: jobTitleOf,
  });
  const { actions } = rows;

  const columns = useMemo(
    () => [
      column.accessor(jobTitleOf, {
        id: 'jobTitle',
        header: t`Job Title`,
        enableHiding: false,
        cell: ({ row: { original } }) => {
          const shown = shownOf(original);
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`${JOB_OPENINGS_ADMIN_PATH}/${original.id}`}
                size="sm"
                fw={600}
                lang={langOf(shown)}
              >
                {shown.texts.jobTitle}
              </Anchor>
              <OnlyInMark shown={shown} size="sm" />
              {original.isNew && (
                <Badge color="teal.9" variant="filled" size="sm">
                  <Trans context="job opening badge">New</Trans>
                </Badge>
              )}
            </Group>
          );
        },
      }),
      column.accessor('city', { header: t`City`, cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('state', { header: t`State / Province`, cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('country', { header: t`Country`, cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('datePosted', {
        header: t`Date Posted`,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.accessor('jobDetailsUrl', {
        header: t`Details`,
        enableSorting: false,
        cell: ({ row: { original } }) => {
          const jobTitle = jobTitleOf(original);
          return (
            <HiringSiteLink
              href={original.jobDetailsUrl}
              text={t`Details`}
              more={t`of ${jobTitle} (opens in a new tab)`}
            />
          );
        },
      }),
      column.accessor('applyUrl', {
        header: t`Apply`,
        enableSorting: false,
        cell: ({ row: { original } }) => {
          const jobTitle = jobTitleOf(original);
          return (
            <HiringSiteLink
              href={original.applyUrl}
              text={t`Apply`}
              more={t`for ${jobTitle} (opens in a new tab)`}
            />
          );
        },
      }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => actions(original, `${JOB_OPENINGS_ADMIN_PATH}/${original.id}`),
      }),
    ],
    [actions, t],
  );

  return (
    <AdminListPage
      title={t`Job Opportunities Administration`}
      newAction={{ label: t`New Job Opening`, to: `${JOB_OPENINGS_ADMIN_PATH}/new` }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={t`Job openings`}
        columns={columns}
        list={list}
        result={openings}
        getRowId={(job) => job.id}
        minWidth={900}
        errorMessage={t`The job openings could not be loaded. Only Admins can manage Job Opportunities.`}
      />
    </AdminListPage>
  );
}
