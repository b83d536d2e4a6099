import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';
import { LIBRARY_TOUR_ANCHORS } from './library-tour-anchors';

/** The Training Library's guided tour (spec §3 Tour record: Training_Materials). */
export const TRAINING_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.search),
    title: 'Search the trainings',
    content: 'Type part of a training’s name or description to find it.',
  },
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.categories),
    title: 'Filter by category',
    content: 'Choose a category, such as HR or IT, then a subcategory to narrow the list.',
  },
  {
    // The first card stands for them all.
    target: `${anchorSelector(LIBRARY_TOUR_ANCHORS.cards)} > li:first-child`,
    title: 'A training',
    content:
      'Each card shows a training’s type, category and description, and whether it has a video or files. Open its name to watch or download.',
  },
  {
    target: anchorSelector(LIBRARY_TOUR_ANCHORS.pages),
    title: 'More trainings',
    content: 'Nine trainings a page, newest first: move between pages here.',
  },
];
