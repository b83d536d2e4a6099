import { useRef } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/** 128 random bits as hex: `crypto.randomUUID` exists only on https and localhost. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type IdempotentOptions<TData, TError, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  'mutationFn'
> & {
  /** The call, given the form's `Idempotency-Key` to send with it. */
  mutationFn: (variables: TVariables, change: { idempotencyKey: string }) => Promise<TData>;
};

/**
 * How long after a success the same content from the same form still counts as a repeat of it:
 * a second click or press, not someone adding again what they removed in the meantime.
 */
export const REPEAT_WINDOW_MS = 10_000;

const contentOf = (variables: unknown) => JSON.stringify(variables ?? null);

/**
 * A change made from a form, sent with an `Idempotency-Key` (decision 052). The same form
 * sending the same content again — a double click, a press while the first is on its way or
 * just after it went through, a retry after a lost answer — sends the same key, and the server
 * answers with the first answer instead of making the change twice. Other content, or the same
 * content well after it succeeded, is another change with a key of its own. Not for file
 * uploads: their content is not JSON.
 */
export function useIdempotentMutation<TData, TError = Error, TVariables = void, TOnMutateResult = unknown>({
  mutationFn,
  onSuccess,
  ...options
}: IdempotentOptions<TData, TError, TVariables, TOnMutateResult>) {
  const last = useRef<{ content: string; key: string; succeededAt: number | null } | null>(null);
  return useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...options,
    mutationFn: (variables) => {
      const content = contentOf(variables);
      const previous = last.current;
      const repeat =
        previous?.content === content &&
        (previous.succeededAt === null || Date.now() - previous.succeededAt < REPEAT_WINDOW_MS);
      if (!repeat) last.current = { content, key: newKey(), succeededAt: null };
      return mutationFn(variables, { idempotencyKey: last.current!.key });
    },
    onSuccess: (data, variables, ...rest) => {
      const sent = last.current;
      if (sent?.content === contentOf(variables)) sent.succeededAt ??= Date.now();
      return onSuccess?.(data, variables, ...rest);
    },
  });
}
