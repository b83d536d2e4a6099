import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';

/** The Employee Directory's guided tour. */
export const DIRECTORY_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('directory-filters'),
    title: 'Find a colleague',
    content:
      'Search by name, title, department or email, or pick a department. Everyone currently with the group is here.',
  },
  {
    target: anchorSelector('directory-cards'),
    title: 'Celebrations first',
    content:
      'People whose birthday or work anniversary comes soonest are listed first. Email or call someone from their card, or open their name to see their manager and team.',
  },
  {
    target: anchorSelector('directory-pages'),
    title: 'More colleagues',
    content: 'Eight people a page: move between pages here.',
  },
];
