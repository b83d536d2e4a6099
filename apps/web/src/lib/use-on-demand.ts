import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * For widgets whose code is not needed to show the page, only to use it (dropdown menus):
 * the code starts downloading when the pointer or keyboard focus reaches the trigger, and
 * the widget replaces its stand-in trigger on the first click, already open. This keeps
 * Mantine's floating layer (Popover, floating-ui, about 35 KB gzip) out of the first load.
 */
export function useOnDemand(load: () => Promise<unknown>) {
  const [activated, setActivated] = useState(false);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const activate = useCallback(() => setActivated(true), []);

  /** Props for the stand-in trigger; it announces the menu it will open. */
  const triggerProps = {
    onClick: activate,
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
  };
  return { activated, triggerProps };
}

/**
 * For the widget that replaced its stand-in: it arrives closed, focuses its own trigger and
 * then opens. Opening after mount (not `defaultOpened`) lets Mantine remember the trigger as
 * the place to return focus to when the menu closes; the stand-in it replaced is gone.
 */
export function useOpenOnArrival<T extends HTMLElement>() {
  const targetRef = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus();
    // Opened on the next frame, once the focus above is the one Mantine records.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { targetRef, opened, setOpened };
}
