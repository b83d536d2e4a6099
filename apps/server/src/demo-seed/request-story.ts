import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import {
  STATUS,
  type Priority,
  type RequestStatus,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import type { JourneyGoal } from '../factories/request-journey';

/**
 * One persona request as a story; `persona-requests.ts` turns it into a plan. Between them the
 * stories cover every status, each approval step waiting and decided, both auto-approvals, a
 * request made on someone's behalf, and ranked approved projects.
 */
export interface Story {
  key: string;
  type: RequestType;
  /** Where the request has got to; the workflow works out how. */
  status: RequestStatus;
  by: string;
  for?: string;
  category: string;
  project?: number;
  priority?: Priority;
  daysAgo: number;
  description: string;
  details: string;
  /** The IT desk person who works it. */
  assigned?: string;
  rank?: number;
  /** Cancelled by this step's rejection rather than the desk. */
  rejectedAt?: ApprovalStep;
  notes?: string;
  estimate?: { hours: number; rate: number };
  /** How many, for a purchase or a quote: one unless said. */
  quantity?: number;
  /** Files attached right after saving: their names (the contents are small samples). */
  files?: readonly string[];
}

/** Desk states a request reaches after someone was assigned to it. */
const AFTER_ASSIGNMENT: readonly RequestStatus[] = [STATUS.pendingUserReply, STATUS.onHold, STATUS.complete];

/** Where a request is going; one the desk assigned and worked passes through Assigned on the way. */
export const goalOf = (status: RequestStatus, assigned: boolean, rejectedAt?: ApprovalStep): JourneyGoal => ({
  status,
  rejectedAt,
  viaAssigned: assigned && AFTER_ASSIGNMENT.includes(status),
});
