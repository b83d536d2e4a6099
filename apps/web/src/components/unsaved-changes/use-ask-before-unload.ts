import { useEffect, useRef } from 'react';

/**
 * While `asking`, closing or reloading the tab goes through the browser's own "Leave site?"
 * question, so nothing typed is lost to a slip or to the hourly idle reload (spec §9), which
 * then waits for the person. `stillUnsaved` is read at that moment (a save may have just landed).
 */
export function useAskBeforeUnload(asking: boolean, stillUnsaved: () => boolean = () => true) {
  const unsaved = useRef(stillUnsaved);
  useEffect(() => {
    unsaved.current = stillUnsaved;
  });
  useEffect(() => {
    if (!asking) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsaved.current()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asking]);
}
