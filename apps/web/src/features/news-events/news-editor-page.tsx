import { Loader, Paper } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { useMe } from '../../lib/api/get-me';
import { useNewsPost } from './api/get-news-post';
import { useSaveNewsPost } from './api/save-news-post';
import { EMPTY_NEWS_FORM, NewsForm, type NewsFormState } from './news-form';
import { NoAccess } from '../../components/no-access';

const formStateOf = (post: NewsPost): NewsFormState => ({
  type: post.type,
  visibleFrom: post.visibleFrom,
  visibleTo: post.visibleTo,
  title: post.title,
  briefDescription: post.briefDescription,
  description: post.description,
  titleFr: post.titleFr,
  briefDescriptionFr: post.briefDescriptionFr,
  descriptionFr: post.descriptionFr,
  backgroundImage: post.backgroundImage,
});

function NewsEditor({ id, defaultValues }: { id?: string; defaultValues: NewsFormState }) {
  const navigate = useNavigate();
  const save = useSaveNewsPost();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <NewsForm
        mode={id ? 'edit' : 'new'}
        defaultValues={defaultValues}
        saving={save.isPending}
        serverError={save.error}
        onCancel={() => void navigate(id ? `/newsEvents/${id}` : '/newsEvents')}
        onSubmit={(input, allowLeaving) =>
          save.mutate(
            { ...(id ? { id } : {}), input },
            {
              onSuccess: (post) => {
                allowLeaving();
                void navigate(`/newsEvents/${post.id}`);
              },
            },
          )
        }
      />
    </Paper>
  );
}

/** `/newsEvents/new`: a new post (ELT or Admin). */
export function NewNewsPage() {
  const me = useMe();
  const { t } = useLingui();
  const title = t`New News Post`;
  if (me.data?.capabilities.newsEvents !== true) {
    return <NoAccess title={title} message={t`You do not have access to this page.`} />;
  }
  return (
    <>
      <PageTitle title={title} />
      <NewsEditor defaultValues={EMPTY_NEWS_FORM} />
    </>
  );
}

/** `/newsEvents/edit/:id`: the author's own post; anyone else's is 'not found' or refused. */
export function EditNewsPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const post = useNewsPost(id);
  const { t } = useLingui();
  const title = t`Edit News Post`;
  const noAccess = <NoAccess title={title} message={t`You do not have access to this page.`} />;
  if (me.data?.capabilities.newsEvents !== true) return noAccess;
  if (post.isPending) return <Loader aria-label={t`Loading the post`} />;
  if (post.isError || !post.data.canChange) {
    return isApiError(post.error, 404) || post.isSuccess ? noAccess : <PageTitle title={title} />;
  }
  return (
    <>
      <PageTitle title={title} />
      <NewsEditor id={id} defaultValues={formStateOf(post.data)} />
    </>
  );
}
