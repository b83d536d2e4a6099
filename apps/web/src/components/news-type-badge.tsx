import { Badge } from '@mantine/core';
import type { NewsType } from '@portico/domain/news-events/news-constants';

/** One colour per news type (spec §2 "a per-type badge"), dark enough for white text. */
const TYPE_COLOURS: Record<NewsType, string> = {
  'Learning & Development': 'grape.9',
  News: 'blue.9',
  Event: 'teal.9',
  // Mantine's darkest orange (orange.9) gives white text 4.3:1; this one 5.9:1.
  Trend: '#b33c0c',
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
