import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { NEWS_TYPES, type NewsType } from '@portico/domain/news-events/news-constants';

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

/** Each type in the reader's language; the API keeps the spec's English values. */
const TYPE_LABELS: Record<NewsType, MessageDescriptor> = {
  'Learning & Development': msg({ context: 'news type', message: 'Learning & Development' }),
  News: msg({ context: 'news type', message: 'News' }),
  Event: msg({ context: 'news type', message: 'Event' }),
  Trend: msg({ context: 'news type', message: 'Trend' }),
  'Corporate Value': msg({ context: 'news type', message: 'Corporate Value' }),
  CwR: msg({ context: 'news type', message: 'CwR' }),
  'SDI Balance': msg({ context: 'news type', message: 'SDI Balance' }),
};

/** The types as a select offers them: the value stays the spec's, the label is the reader's. */
export function useNewsTypeOptions() {
  const { _ } = useLingui();
  return NEWS_TYPES.map((type) => ({ value: type, label: _(TYPE_LABELS[type]) }));
}

export function NewsTypeBadge({ type }: { type: NewsType }) {
  const { _ } = useLingui();
  return (
    <Badge color={TYPE_COLOURS[type] ?? 'gray.8'} variant="filled" radius="sm">
      {TYPE_LABELS[type] ? _(TYPE_LABELS[type]) : type}
    </Badge>
  );
}
