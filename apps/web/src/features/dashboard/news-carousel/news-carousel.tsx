import '../../../lib/mantine-styles-later';
import '@mantine/carousel/styles.css';
import { useMemo, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import Fade from 'embla-carousel-fade';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { backgroundImageUrl } from '@portico/domain/news-events/news-constants';
import { NewsTypeBadge } from '../../../components/news-type-badge';
import { useVisibleNews } from '../api/get-visible-news';
import classes from './news-carousel.module.css';
import { ReadMoreModal } from './read-more-modal';

function Slide({ post, onReadMore }: { post: NewsPost; onReadMore: () => void }) {
  return (
    <div
      className={classes.slide}
      style={{ backgroundImage: `url(${backgroundImageUrl(post.backgroundImage)})` }}
    >
      <div className={classes.shade}>
        <NewsTypeBadge type={post.type} />
        <Title order={3} className={classes.title}>
          {post.title}
        </Title>
        {post.briefDescription && <Text className={classes.brief}>{post.briefDescription}</Text>}
        <Button
          variant="white"
          color="dark"
          size="sm"
          mt="sm"
          onClick={onReadMore}
          aria-label={`Read More: ${post.title}`}
        >
          Read More
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
  const news = useVisibleNews();
  const items = news.data?.items ?? [];
  const [reading, setReading] = useState<number | null>(null);
  const plugins = useMemo(() => [Fade()], []);

  return (
    <Card component="section" aria-labelledby="news-carousel-heading" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="news-carousel-heading">
          News & Events
        </Title>
      </Group>
      {news.isPending && <Text c="dimmed">Loading…</Text>}
      {news.isError && <Text c="dimmed">The news could not be loaded.</Text>}
      {news.isSuccess && items.length === 0 && <Text c="dimmed">No Data to Display</Text>}
      {items.length > 0 && (
        <Carousel
          aria-label="News and events"
          withIndicators={items.length > 1}
          withControls={items.length > 1}
          emblaOptions={{ loop: true }}
          plugins={plugins}
          height={240}
          classNames={{ indicator: classes.indicator }}
          previousControlProps={{ 'aria-label': 'Previous post' }}
          nextControlProps={{ 'aria-label': 'Next post' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Show post ${index + 1} of ${items.length}` })}
        >
          {items.map((post, index) => (
            <Carousel.Slide key={post.id} aria-label={`${index + 1} of ${items.length}: ${post.title}`}>
              <Slide post={post} onReadMore={() => setReading(index)} />
            </Carousel.Slide>
          ))}
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
