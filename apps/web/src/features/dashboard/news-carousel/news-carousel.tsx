import '../../../lib/mantine-styles-later';
import '@mantine/carousel/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import Fade from 'embla-carousel-fade';
import { NEWS_LIST_TEXT_FIELDS, type NewsPost } from '@portico/domain/news-events/news-dto';
import { backgroundImageUrl } from '@portico/domain/news-events/news-constants';
import { NewsTypeBadge } from '../../../components/news-type-badge';
import { langOf, OnlyInMark } from '../../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../../components/bilingual/use-shown-in';
import { useVisibleNews } from '../api/get-visible-news';
import classes from './news-carousel.module.css';
import { ReadMoreModal } from './read-more-modal';

function Slide({ post, onReadMore }: { post: NewsPost; onReadMore: () => void }) {
  const { t } = useLingui();
  const shown = useShownInEach(NEWS_LIST_TEXT_FIELDS)(post);
  const { title, briefDescription } = shown.texts;
  return (
    <div
      className={classes.slide}
      style={{ backgroundImage: `url(${backgroundImageUrl(post.backgroundImage)})` }}
    >
      <div className={classes.shade}>
        <Group gap="xs">
          <NewsTypeBadge type={post.type} />
          <OnlyInMark shown={shown} variant="filled" color="dark" />
        </Group>
        <Title order={3} className={classes.title} lang={langOf(shown)}>
          {title}
        </Title>
        {briefDescription && (
          <Text className={classes.brief} lang={langOf(shown)}>
            {briefDescription}
          </Text>
        )}
        <Button
          variant="white"
          color="dark"
          size="sm"
          mt="sm"
          onClick={onReadMore}
          aria-label={t`Read More: ${title}`}
        >
          <Trans>Read More</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec §2 Dashboard: the posts visible today (the server decides), fading from one to the
 * next, each with its type's badge and a Read More modal that pages through them all.
 */
export default function NewsCarousel() {
  const { t } = useLingui();
  const shownOf = useShownInEach(NEWS_LIST_TEXT_FIELDS);
  const news = useVisibleNews();
  const items = news.data?.items ?? [];
  const count = items.length;
  const [reading, setReading] = useState<number | null>(null);
  const plugins = useMemo(() => [Fade()], []);

  return (
    <Card component="section" aria-labelledby="news-carousel-heading" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="news-carousel-heading">
          <Trans>News & Events</Trans>
        </Title>
      </Group>
      {news.isPending && (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {news.isError && (
        <Text c="dimmed">
          <Trans>The news could not be loaded.</Trans>
        </Text>
      )}
      {news.isSuccess && items.length === 0 && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <Carousel
          aria-label={t`News and events`}
          withIndicators={items.length > 1}
          withControls={items.length > 1}
          emblaOptions={{ loop: true }}
          plugins={plugins}
          height={240}
          classNames={{ indicator: classes.indicator }}
          previousControlProps={{ 'aria-label': t`Previous post` }}
          nextControlProps={{ 'aria-label': t`Next post` }}
          getIndicatorProps={(index) => {
            const position = index + 1;
            return { 'aria-label': t`Show post ${position} of ${count}` };
          }}
        >
          {items.map((post, index) => {
            const position = index + 1;
            const title = shownOf(post).texts.title;
            return (
              <Carousel.Slide key={post.id} aria-label={t`${position} of ${count}: ${title}`}>
                <Slide post={post} onReadMore={() => setReading(index)} />
              </Carousel.Slide>
            );
          })}
        </Carousel>
      )}
      <ReadMoreModal
        posts={items}
        index={reading}
        onIndexChange={setReading}
        onClose={() => setReading(null)}
      />
    </Card>
  );
}
