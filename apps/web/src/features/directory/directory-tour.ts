import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { anchorSelector, type TourStop } from '../../components/guided-tour/tour-step';

/** The Employee Directory's guided tour, its texts read in the active language as it shows them. */
export const DIRECTORY_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('directory-filters'),
    get title() {
      return i18n._(msg`Find a colleague`);
    },
    get content() {
      return i18n._(
        msg`Search by name, title, department or email, or pick a department. Everyone currently with the group is here.`,
      );
    },
  },
  {
    target: anchorSelector('directory-cards'),
    get title() {
      return i18n._(msg`Celebrations first`);
    },
    get content() {
      return i18n._(
        msg`People whose birthday or work anniversary comes soonest are listed first. Email or call someone from their card, or open their name to see their manager and team.`,
      );
    },
  },
  {
    target: anchorSelector('directory-pages'),
    get title() {
      return i18n._(msg`More colleagues`);
    },
    get content() {
      return i18n._(msg`Eight people a page: move between pages here.`);
    },
  },
];
