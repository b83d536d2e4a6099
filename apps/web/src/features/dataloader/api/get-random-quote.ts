import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chooseQuote } from '@portico/domain/quotes/built-in-quotes';
import type { Quote } from '@portico/domain/quotes/quote-schema';
import { api } from '../../../lib/api-client';

/** One random motivational quote from the server, or null when it has none. */
export const getRandomQuote = async (signal?: AbortSignal) => {
  const { quote } = await api.get<{ quote: Quote | null }>('/api/quotes/random', signal);
  return quote;
};

export const randomQuoteQueryKey = ['quotes', 'random'] as const;

export const randomQuoteQueryOptions = () =>
  queryOptions({
    queryKey: randomQuoteQueryKey,
    queryFn: ({ signal }) => getRandomQuote(signal),
    // A failed fetch has its own fallback quote (spec §8), so waiting on retries helps no one.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * The loading screen's quote: the server's, else the first built-in quote when it has none,
 * else the second when the fetch failed. Null while the fetch is still running.
 */
export function useLoadingQuote(): Quote | null {
  const { data, status } = useQuery(randomQuoteQueryOptions());
  return useMemo(() => {
    if (status === 'pending') return null;
    if (status === 'error') return chooseQuote({ ok: false });
    return chooseQuote({ ok: true, quotes: data ? [data] : [] });
  }, [data, status]);
}
