import { useLingui } from '@lingui/react';
import { Blockquote, Skeleton, Stack } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Quote } from '@portico/domain/quotes/quote-schema';
import { vocabulary } from '../../lib/vocabulary';
import { BUILT_IN_AUTHOR_NAMES, BUILT_IN_QUOTE_TEXTS } from './built-in-quote-texts';

// The portal's own quotes in the reader's language; one an Admin wrote as written.
const quoteText = vocabulary(BUILT_IN_QUOTE_TEXTS);
const authorName = vocabulary(BUILT_IN_AUTHOR_NAMES);

/** The motivational quote of the loading screen, with its author. */
export function LoadingQuote({ quote }: { quote: Quote | null }) {
  useLingui(); // re-rendered on a language switch
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
      cite={`– ${authorName(quote.author)}`}
      icon={<IconQuote aria-hidden="true" />}
      iconSize={34}
      mt="md"
      fz="lg"
    >
      {quoteText(quote.quote)}
    </Blockquote>
  );
}
