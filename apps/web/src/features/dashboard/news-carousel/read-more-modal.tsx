import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { NewsTypeBadge } from '../../../components/news-type-badge';
import { SanitisedHtml } from '../../../components/sanitised-html';
import classes from './read-more-modal.module.css';

interface ReadMoreModalProps {
  posts: NewsPost[];
  /** The post being read, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Spec §2: the whole post, with previous/next and one dot per post to move between them. */
export function ReadMoreModal({ posts, index, onIndexChange, onClose }: ReadMoreModalProps) {
  const { t } = useLingui();
  const post = index === null ? undefined : posts[index];
  const authorName = post?.authorName;
  const count = posts.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count);

  return (
    <Modal opened={post !== undefined} onClose={onClose} size="lg" title={post?.title}>
      {post && (
        <Stack gap="md">
          <Group gap="xs">
            <NewsTypeBadge type={post.type} />
            <Text size="sm" c="dimmed">
              {t`By ${authorName}`}
            </Text>
          </Group>
          {post.briefDescription && <Text fw={500}>{post.briefDescription}</Text>}
          <SanitisedHtml html={post.description} className={classes.body} />
          {count > 1 && (
            <Group justify="space-between" wrap="nowrap">
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
                onClick={() => go(-1)}
              >
                <Trans>Previous</Trans>
              </Button>
              <Group gap={6} role="group" aria-label={t`Posts`}>
                {posts.map((item, dot) => {
                  const position = dot + 1;
                  const title = item.title;
                  return (
                    <UnstyledButton
                      key={item.id}
                      className={classes.dot}
                      data-active={dot === index || undefined}
                      aria-label={t`Post ${position} of ${count}: ${title}`}
                      aria-current={dot === index ? 'true' : undefined}
                      onClick={() => onIndexChange(dot)}
                    />
                  );
                })}
              </Group>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                onClick={() => go(1)}
              >
                <Trans>Next</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
