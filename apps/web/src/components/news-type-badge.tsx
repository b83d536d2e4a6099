import { Badge } from '@mantine/core';
import type { NewsType } from '@portico/domain/news-events/news-constants';

/** One colour per news type (spec §2 "a per-type badge"), dark enough for white text. */
const TYPE_COLOURS: Record<NewsType, string> = {
  'Learning & Development': 'grape.9',
  News: 'blue.9',
  Event: 'teal.9',
  Trend: 'orange.9',
  'Corporate Value': 'indigo.9',
  CwR: 'pink.9',
  'SDI Balance': '#2b6b35',
};

export function NewsTypeBadge({ type }: { type: NewsType }) {
  return (
    <Badge color={TYPE_COLOURS[type] ?? 'gray.8'} variant="filled" radius="sm">
      {type}
    </Badge>
  );
}
