import {
  anchorSelector,
  sectionSelector as section,
  type TourStop,
} from '../../components/guided-tour/tour-step';

/** IT Requests' guided tour. */
export const REQUEST_LIST_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('new-request'),
    title: 'Ask IT for something',
    content: 'Start a support request, a purchase, a quote or a project brief here.',
  },
  {
    target: anchorSelector('request-tabs'),
    title: 'Your requests and what waits for you',
    content:
      'My Requests lists what you asked for. Approval Requests lists what you approve; the number counts those waiting for your decision. Project Ranking shows the order projects are worked on.',
  },
  {
    target: '[role="tabpanel"]',
    title: 'Find, sort and export',
    content:
      'Search, sort by any column, choose the columns you see and export the list. Select a request to open it.',
  },
];

/** An IT request's details: the guided tour. */
export const REQUEST_DETAIL_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('request-actions'),
    title: 'What you can do',
    content:
      'Edit or delete the request while it is yours to change, and see every approval decision in the Approval History.',
  },
  {
    target: section('request-details-heading'),
    title: 'What was asked',
    content: 'The request as it was filed, with its project and its approvers.',
  },
  {
    target: section('request-status-heading'),
    title: 'Where it stands',
    content: 'Its status, who works on it at the IT desk, and the estimate for a project brief.',
  },
  {
    target: section('attachments-heading'),
    title: 'Files',
    content:
      'Quotes, screenshots and documents for the IT team. Files an approver has seen stay with the request.',
  },
];
