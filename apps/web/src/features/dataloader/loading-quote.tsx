import { Blockquote, Skeleton, Stack } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Quote } from '@portico/domain/quotes/quote-schema';

/** The motivational quote of the loading screen, with its author. */
export function LoadingQuote({ quote }: { quote: Quote | null }) {
  if (!quote) {
    return (
      <Stack gap="xs" aria-hidden="true">
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  }
  return (
    <Blockquote
      color="portico"
      cite={`– ${quote.author}`}
      icon={<IconQuote aria-hidden="true" />}
      iconSize={34}
      mt="md"
      fz="lg"
    >
      {quote.quote}
    </Blockquote>
  );
}
