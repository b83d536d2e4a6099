import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { NEWS_TEXT_FIELDS, type NewsPost } from '@portico/domain/news-events/news-dto';
import { NewsTypeBadge } from '../../../components/news-type-badge';
import { langOf, OnlyInMark } from '../../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../../components/bilingual/use-shown-in';
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
  const shownOf = useShownInEach(NEWS_TEXT_FIELDS);
  const post = index === null ? undefined : posts[index];
  const shown = post && shownOf(post);
  const authorName = post?.authorName;
  const count = posts.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count);

  return (
    <Modal
      opened={post !== undefined}
      onClose={onClose}
      size="lg"
      title={shown && <span lang={langOf(shown)}>{shown.texts.title}</span>}
    >
      {post && shown && (
        <Stack gap="md">
          <Group gap="xs">
            <NewsTypeBadge type={post.type} />
            <OnlyInMark shown={shown} />
            <Text size="sm" c="dimmed">
              {t`By ${authorName}`}
            </Text>
          </Group>
          <Stack gap="md" lang={langOf(shown)}>
            {shown.texts.briefDescription && <Text fw={500}>{shown.texts.briefDescription}</Text>}
            <SanitisedHtml html={shown.texts.description} className={classes.body} />
          </Stack>
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
                  const title = shownOf(item).texts.title;
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
