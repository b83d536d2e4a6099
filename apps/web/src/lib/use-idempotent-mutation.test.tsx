import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render';
import { stubApi } from '../test/stub-api';
import { api, type ChangeOptions } from './api-client';
import { REPEAT_WINDOW_MS, useIdempotentMutation } from './use-idempotent-mutation';

afterEach(() => {
  vi.useRealTimers();
});

const sendComment = (body: string, change?: ChangeOptions) => api.post('/api/comments', { body }, change);

function renderComments() {
  const { calls } = stubApi(() => ({ status: 201, body: {} }));
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useIdempotentMutation({ mutationFn: sendComment }), { wrapper });
  const send = (body: string) => act(() => view.result.current.mutateAsync(body));
  const keys = () => calls.map((call) => call.headers.get('idempotency-key'));
  return { send, keys };
}

describe('useIdempotentMutation: one key per change a form makes', () => {
  it('sends the same content with the same key, even after the first went through', async () => {
    const { send, keys } = renderComments();
    await send('Done, thanks.');
    await send('Done, thanks.');
    const [first, second] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('sends other content as another change, with a key of its own', async () => {
    const { send, keys } = renderComments();
    await send('First.');
    await send('Second.');
    await send('First.');
    const [first, second, third] = keys();
    expect(second).not.toBe(first);
    expect(third).not.toBe(second);
  });

  it('sends the same content long after it succeeded as a new change (added again after a delete)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { send, keys } = renderComments();
    await send('Christmas Day');
    vi.setSystemTime(Date.now() + REPEAT_WINDOW_MS + 1);
    await send('Christmas Day');
    const [first, later] = keys();
    expect(later).not.toBe(first);
  });

  it('gives each form its own keys', async () => {
    const one = renderComments();
    await one.send('Same words.');
    const two = renderComments();
    await two.send('Same words.');
    expect(two.keys().at(-1)).not.toBe(one.keys()[0]);
  });
});
