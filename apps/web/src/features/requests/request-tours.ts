import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  anchorSelector,
  sectionSelector as section,
  type TourStop,
} from '../../components/guided-tour/tour-step';

/** A stop whose title and text are read in the active language when the tour shows it. */
const stop = (target: string, title: MessageDescriptor, content: MessageDescriptor): TourStop => ({
  target,
  get title() {
    return i18n._(title);
  },
  get content() {
    return i18n._(content);
  },
});

/** IT Requests' guided tour. */
export const REQUEST_LIST_TOUR: readonly TourStop[] = [
  stop(
    anchorSelector('new-request'),
    msg`Ask IT for something`,
    msg`Start a support request, a purchase, a quote or a project brief here.`,
  ),
  stop(
    anchorSelector('request-tabs'),
    msg`Your requests and what waits for you`,
    msg`My Requests lists what you asked for. Approval Requests lists what you approve; the number counts those waiting for your decision. Project Ranking shows the order projects are worked on.`,
  ),
  stop(
    '[role="tabpanel"]',
    msg`Find, sort and export`,
    msg`Search, sort by any column, choose the columns you see and export the list. Select a request to open it.`,
  ),
];

/** An IT request's details: the guided tour. */
export const REQUEST_DETAIL_TOUR: readonly TourStop[] = [
  stop(
    anchorSelector('request-actions'),
    msg`What you can do`,
    msg`Edit or delete the request while it is yours to change, and see every approval decision in the Approval History.`,
  ),
  stop(
    section('request-details-heading'),
    msg`What was asked`,
    msg`The request as it was filed, with its project and its approvers.`,
  ),
  stop(
    section('request-status-heading'),
    msg`Where it stands`,
    msg`Its status, who works on it at the IT desk, and the estimate for a project brief.`,
  ),
  stop(
    section('attachments-heading'),
    msg`Files`,
    msg`Quotes, screenshots and documents for the IT team. Files an approver has seen stay with the request.`,
  ),
];
