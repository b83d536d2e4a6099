import { getDefaultZIndex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One stop of a page's tour: the element it points at (a CSS selector; `anchorSelector` for an
 * element marked with `tourAnchor`), a title and a sentence or two. A stop whose element is not
 * on the screen (an empty list, a menu entry the person does not have) is left out when the tour
 * starts.
 */
export interface TourStop {
  target: string;
  title: string;
  content: ReactNode;
}

/** The attribute a page puts on an element a tour points at. */
export const tourAnchor = (anchor: string) => ({ 'data-tour': anchor });

export const anchorSelector = (anchor: string) => `[data-tour="${anchor}"]`;

/** A page section by the id of the heading that names it (`<section aria-labelledby=…>`). */
export const sectionSelector = (headingId: string) => `section[aria-labelledby="${headingId}"]`;

/** The stops whose element is on the screen now, in order. */
export const stopsOnScreen = (stops: readonly TourStop[], root: ParentNode = document) =>
  stops.filter((stop) => root.querySelector(stop.target) !== null);

/**
 * The tour's layer: above the header and sidebar (Mantine's 'app' layer), below its modals, so
 * a confirmation opened during a tour is never covered (its Cancel and Delete stay usable).
 */
export const TOUR_Z_INDEX = getDefaultZIndex('modal') - 50;
