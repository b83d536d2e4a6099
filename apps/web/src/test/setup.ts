import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { messages } from '../locales/en-CA.po';

// Screens render in English, from the real catalogue, unless a test activates French. Loaded
// beside what earlier files of the worker loaded (isolate: false), never in place of it.
i18n.load('en-CA', messages);
i18n.activate('en-CA');

// A busy machine (two CPUs shared with builds and browsers) can take more than the default
// second to render a screen in jsdom; waiting longer changes no assertion, only patience. On
// the slower of the 2-core machines, with the API suite beside it, the column menu of a table
// that opens in 0.3 s on its own was still being looked for at 5 s (its items were there when
// the error was written): up to 15 s, and what never appears still fails.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  // The next test starts in English again, as a new visitor would.
  if (i18n.locale !== 'en-CA') i18n.activate('en-CA');
  document.documentElement.lang = 'en-CA';
  localStorage.removeItem('portico.language');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A screen may have started loading a lazy part the test did not wait for (the dashboard's
  // quick-links grid). Files share one module graph per worker (isolate: false): an import
  // still running when its file ends fails "after the environment was torn down" and leaves
  // that module broken for the next file in the worker. Let every started import finish here.
  await vi.dynamicImportSettled();
});

// Browser APIs Mantine relies on that jsdom does not implement (Mantine's testing guide).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// The autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
