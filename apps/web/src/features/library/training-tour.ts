import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';
import { LIBRARY_TOUR_ANCHORS } from './library-tour-anchors';

const STOPS = [
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.search),
    title: msg`Search the trainings`,
    content: msg`Type part of a training’s name or description to find it.`,
  },
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.categories),
    title: msg`Filter by category`,
    content: msg`Choose a category, such as HR or IT, then a subcategory to narrow the list.`,
  },
  {
    // The first card stands for them all.
    target: `${anchorSelector(LIBRARY_TOUR_ANCHORS.cards)} > li:first-child`,
    title: msg`A training`,
    content: msg`Each card shows a training’s type, category and description, and whether it has a video or files. Open its name to watch or download.`,
  },
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.pages),
    title: msg`More trainings`,
    content: msg`Nine trainings a page, newest first: move between pages here.`,
  },
];

/** The Training Library's guided tour (spec §3 Tour record: Training_Materials), in the reader's language. */
export const trainingTour = (i18n: I18n): readonly TourStop[] =>
  STOPS.map(({ target, title, content }) => ({ target, title: i18n._(title), content: i18n._(content) }));
