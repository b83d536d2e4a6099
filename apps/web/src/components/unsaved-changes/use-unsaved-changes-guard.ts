import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { useAskBeforeUnload } from './use-ask-before-unload';

export interface UnsavedChangesGuard {
  /** The router's blocker: 'blocked' while the person is asked whether to leave. */
  blocker: Blocker;
  /**
   * Call once the changes are saved, before navigating on: the form may still be dirty in
   * this render, and the page the save leads to must not ask.
   */
  allowLeaving: () => void;
}

/**
 * Asks before a form with unsaved changes is left: a link (the sidebar's included), Back or
 * Forward go through React Router's blocker, and closing or reloading the tab through the
 * browser's own `beforeunload` question. Staying on the same page (a new query string, a
 * hash) is not leaving it. Render `UnsavedChangesPrompt` with the result.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const guarding = useRef(dirty);
  const saved = useRef(false);
  useEffect(() => {
    guarding.current = dirty && !saved.current;
  }, [dirty]);

  const leavesPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(leavesPage);

  useAskBeforeUnload(dirty, () => !saved.current);

  const allowLeaving = useCallback(() => {
    saved.current = true;
  }, []);
  return { blocker, allowLeaving };
}
