import type { I18n, MessageDescriptor } from '@lingui/core';
import { getDefaultZIndex } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';

/**
 * One stop of a page's tour: the element it points at (a CSS selector; `anchorSelector` for an
 * element marked with `tourAnchor`), a title and a sentence or two. A stop whose element is not
 * on the screen (an empty list, a menu entry the person does not have) is left out when the tour
 * starts. Several selectors name the same thing in different layouts, first choice first: the
 * sidebar, and on a phone (where the sidebar is put away) the button that opens it. A title or a
 * content may be a message (`msg` of @lingui/core/macro), shown in the reader's language.
 */
export interface TourStop {
  target: string | readonly string[];
  title: string | MessageDescriptor;
  content: ReactNode | MessageDescriptor;
}

const isMessage = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'id' in value;

/** A stop's title or content in the reader's language. */
export const shownText = (i18n: I18n, value: ReactNode | MessageDescriptor): ReactNode =>
  isMessage(value) ? i18n._(value) : value;

/** A stop as the tour shows it: the one element it points at now. */
export interface ShownStop extends TourStop {
  target: string;
}

/** The attribute a page puts on an element a tour points at. */
export const tourAnchor = (anchor: string) => ({ 'data-tour': anchor });

export const anchorSelector = (anchor: string) => `[data-tour="${anchor}"]`;

/** A page section by the id of the heading that names it (`<section aria-labelledby=…>`). */
export const sectionSelector = (headingId: string) => `section[aria-labelledby="${headingId}"]`;

/**
 * Shown on the screen: in the page and not hidden (a phone's put-away sidebar is in the page but
 * hidden; a tour pointing at it would show nothing and end early).
 */
function isShown(element: Element | null): boolean {
  if (element === null) return false;
  return (
    typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })
  );
}

/** The stops with an element on the screen now, in order, each pointing at the first shown. */
export function stopsOnScreen(stops: readonly TourStop[], root: ParentNode = document): ShownStop[] {
  return stops.flatMap((stop) => {
    const target = [stop.target].flat().find((selector) => isShown(root.querySelector(selector)));
    return target === undefined ? [] : [{ ...stop, target }];
  });
}

/**
 * The tour's layer: above the header and sidebar (Mantine's 'app' layer), below its modals, so
 * a confirmation opened during a tour is never covered (its Cancel and Delete stay usable).
 */
export const TOUR_Z_INDEX = getDefaultZIndex('modal') - 50;
