import { useMemo, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { NEWS_LIST_SORTS, type NewsListItem, type NewsListSort } from '@portico/domain/news-events/news-dto';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { DataTable } from '../../components/data-table/data-table';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import { PageTitle } from '../../components/page-title';
import { SuccessAlert } from '../../components/success-alert';
import { isApiError } from '../../lib/api-client';
import { useMe } from '../../lib/api/get-me';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useDeleteNewsPost } from './api/delete-news-post';
import { useMyNews } from './api/get-my-news';
import { newsColumns } from './news-columns';
import { NoAccess } from '../../components/no-access';

// The tour's texts in the reader's language of the moment it starts.
const loadNewsTour = () => import('./news-tour').then((tour) => tour.newsTour());

const LIST_OPTIONS: ListStateOptions<NewsListSort> = {
  sorts: NEWS_LIST_SORTS,
  view: { sort: 'createdAt', order: 'desc', pageSize: 10, pageSizes: DATA_TABLE_PAGE_SIZES },
};

/**
 * Spec §2 News & Events: the signed-in author's own posts (the server lists no one else's),
 * with New, edit and delete. ELT and Admins only; others are told so.
 */
export function NewsListPage() {
  const me = useMe();
  const allowed = me.data?.capabilities.newsEvents === true;
  const list = useListState(LIST_OPTIONS);
  const result = useMyNews(pageQueryOf(list), { enabled: allowed });
  const remove = useDeleteNewsPost();
  const [deleting, setDeleting] = useState<NewsListItem | null>(null);
  const [deletedTitle, setDeletedTitle] = useState<string | null>(null);
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const columns = useMemo(() => newsColumns(_, setDeleting), [_]);
  const title = t`News & Events`;

  if (!allowed || isApiError(result.error, 403)) {
    return <NoAccess title={title} message={t`You do not have access to this page.`} />;
  }

  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Button
            component={Link}
            to="/newsEvents/new"
            {...tourAnchor('new-post')}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            <Trans>New</Trans>
          </Button>
        }
      />
      {deletedTitle && (
        <SuccessAlert mb="md" onClose={() => setDeletedTitle(null)}>
          {t`''${deletedTitle}'' was deleted.`}
        </SuccessAlert>
      )}
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} {...tourAnchor('my-posts')}>
        <DataTable<NewsListItem, NewsListSort>
          label={t`My news posts`}
          columns={columns}
          list={list}
          result={result}
          getRowId={(row) => row.id}
          errorMessage={t`Your posts could not be loaded. Use Refresh at the top of the page to try again.`}
        />
      </Paper>
      <GuidedTour page="newsEvents" stops={loadNewsTour} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeletedTitle(deleting.title);
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
