import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryKey } from '../../lib/api/get-notifications';
import { createTestQueryClient } from '../../test/render';
import { NOTIFICATION_STREAM_URL, useNotificationStream } from './use-notification-stream';

/** The browser's EventSource, as far as the hook uses it: events are dispatched by the test. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(name: string) {
    this.dispatchEvent(new Event(name));
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
// The worker's document outlives this file: give it back its own visibilityState.
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

function renderStream() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = createTestQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useNotificationStream(), { wrapper });
  return { ...view, invalidated };
}

describe('useNotificationStream', () => {
  it('reads the notifications again when told, and after a reconnect', () => {
    const { invalidated, unmount } = renderStream();
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe(NOTIFICATION_STREAM_URL);
    act(() => source!.emit('ready'));
    expect(invalidated).not.toHaveBeenCalled();
    act(() => source!.emit('notifications'));
    act(() => source!.emit('ready'));
    expect(invalidated).toHaveBeenCalledTimes(2);
    expect(invalidated).toHaveBeenLastCalledWith({ queryKey: notificationsQueryKey });
    unmount();
    expect(source!.closed).toBe(true);
  });

  it('gives up its stream when a newer tab’s replaces it, and opens one again when looked at', () => {
    const { invalidated, unmount } = renderStream();
    const [first] = FakeEventSource.opened;
    act(() => first!.emit('ready'));
    act(() => first!.emit('replaced'));
    expect(first!.closed).toBe(true);

    act(() => setVisibility('hidden'));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => setVisibility('visible'));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => setVisibility('visible'));
    expect(FakeEventSource.opened).toHaveLength(2);
    // What arrived while it had no stream is read again.
    act(() => FakeEventSource.opened[1]!.emit('ready'));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: notificationsQueryKey });
    unmount();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it('does not come back after the session ended', () => {
    const { unmount } = renderStream();
    const [source] = FakeEventSource.opened;
    act(() => source!.emit('session-ended'));
    expect(source!.closed).toBe(true);
    act(() => setVisibility('visible'));
    expect(FakeEventSource.opened).toHaveLength(1);
    unmount();
  });
});
