import { t } from '@lingui/core/macro';
import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';

/** News & Events' guided tour, for the ELT and Admins who write posts; in the reader's language as it starts. */
export const newsTour = (): readonly TourStop[] => [
  {
    target: anchorSelector('new-post'),
    title: t`Write a post`,
    content: t`Share news, an event or an announcement. Choose the days it is visible; everyone is told when it appears on the dashboard.`,
  },
  {
    target: anchorSelector('my-posts'),
    title: t`Your posts`,
    content: t`Every post you wrote, with the days it is visible. Search and sort them, open one to read it, or edit or delete it from its row.`,
  },
];
