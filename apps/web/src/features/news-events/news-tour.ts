import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';

/** News & Events' guided tour, for the ELT and Admins who write posts. */
export const NEWS_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('new-post'),
    title: 'Write a post',
    content:
      'Share news, an event or an announcement. Choose the days it is visible; everyone is told when it appears on the dashboard.',
  },
  {
    target: anchorSelector('my-posts'),
    title: 'Your posts',
    content:
      'Every post you wrote, with the days it is visible. Search and sort them, open one to read it, or edit or delete it from its row.',
  },
];
