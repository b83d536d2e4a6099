import { useRef } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ChangeOptions } from './api-client';

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
  mutationFn: (variables: TVariables, change: Required<ChangeOptions>) => Promise<TData>;
};

/**
 * A change made from a form, sent with an `Idempotency-Key` (decision 052). The same form
 * sending the same content again (a double click, a second press while or just after the
 * first went through, a retry after a lost answer) sends the same key, and the server answers
 * with the first answer instead of making the change twice. Other content is another change,
 * with a key of its own. Not for file uploads: their content is not JSON.
 */
export function useIdempotentMutation<TData, TError = Error, TVariables = void, TOnMutateResult = unknown>({
  mutationFn,
  ...options
}: IdempotentOptions<TData, TError, TVariables, TOnMutateResult>) {
  const last = useRef<{ content: string; key: string } | null>(null);
  return useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...options,
    mutationFn: (variables) => {
      const content = JSON.stringify(variables ?? null);
      if (last.current?.content !== content) last.current = { content, key: newKey() };
      return mutationFn(variables, { idempotencyKey: last.current.key });
    },
  });
}
