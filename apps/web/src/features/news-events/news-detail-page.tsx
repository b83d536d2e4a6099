import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { IconAlertCircle, IconCalendarPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { backgroundImageUrl } from '@portico/domain/news-events/news-constants';
import { NEWS_TEXT_FIELDS } from '@portico/domain/news-events/news-dto';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { NewsTypeBadge } from '../../components/news-type-badge';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { PageTitle } from '../../components/page-title';
import { SanitisedHtml } from '../../components/sanitised-html';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDeleteNewsPost } from './api/delete-news-post';
import { newsCalendarUrl, useNewsPost } from './api/get-news-post';

export const POST_NOT_FOUND_MESSAGE = msg`This post was not found, or is not showing now.`;

/** `/newsEvents/:id`: a post anyone may read while it shows, its author always. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const post = useNewsPost(id);
  const remove = useDeleteNewsPost();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { t, i18n } = useLingui();
  const shownOf = useShownInEach(NEWS_TEXT_FIELDS);
  const title = t`News & Events Details`;

  if (post.isPending) return <Loader aria-label={t`Loading the post`} />;
  if (post.isError) {
    return (
      <>
        <PageTitle title={title} />
        <Alert
          color={isApiError(post.error, 404) ? 'gray' : 'red'}
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          {isApiError(post.error, 404) ? i18n._(POST_NOT_FOUND_MESSAGE) : t`The post could not be loaded.`}
        </Alert>
      </>
    );
  }
  const item = post.data;
  const shown = shownOf(item);
  const texts = shown.texts;
  const authorName = item.authorName;
  const visibleFrom = formatDate(item.visibleFrom);
  const visibleTo = formatDate(item.visibleTo);
  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Group gap="sm">
            {item.type === 'Event' && (
              <Button
                component="a"
                href={newsCalendarUrl(item.id)}
                download
                variant="default"
                leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
              >
                <Trans>Add to calendar</Trans>
              </Button>
            )}
            {item.canChange && (
              <>
                <Button
                  component={Link}
                  to={`/newsEvents/edit/${item.id}`}
                  variant="default"
                  leftSection={<IconPencil size={18} aria-hidden="true" />}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  color="red.9"
                  variant="outline"
                  onClick={() => setConfirming(true)}
                  leftSection={<IconTrash size={18} aria-hidden="true" />}
                >
                  <Trans>Delete</Trans>
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <Box
          p="lg"
          style={{
            backgroundImage: `url(${backgroundImageUrl(item.backgroundImage)})`,
            backgroundSize: 'cover',
            color: 'white',
          }}
        >
          <Group gap="xs" mb="xs">
            <NewsTypeBadge type={item.type} />
            <OnlyInMark shown={shown} variant="filled" color="dark" />
            {item.visibility !== 'visible' && (
              <Badge color="dark" variant="filled" radius="sm">
                {item.visibility === 'scheduled' ? t`Scheduled` : t`Expired`}
              </Badge>
            )}
          </Group>
          <Title order={2} lang={langOf(shown)}>
            {texts.title}
          </Title>
          {texts.briefDescription && (
            <Text mt={4} lang={langOf(shown)}>
              {texts.briefDescription}
            </Text>
          )}
        </Box>
        <Stack p="lg" gap="md">
          <Text size="sm" c="dimmed">
            {t`By ${authorName} · Visible ${visibleFrom} to ${visibleTo}`}
          </Text>
          <div lang={langOf(shown)}>
            <SanitisedHtml html={texts.description} />
          </div>
        </Stack>
      </Paper>
      <ConfirmDeleteModal
        opened={confirming}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, { onSuccess: () => void navigate('/newsEvents', { replace: true }) })
        }
      />
    </>
  );
}
