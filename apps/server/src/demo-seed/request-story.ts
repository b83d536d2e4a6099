import type { Priority, RequestStatus, RequestType } from '@portico/domain/requests/request-constants';

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
  /** Cancelled by an approver's rejection (of the estimate when there is one) rather than the desk. */
  rejected?: boolean;
  notes?: string;
  estimate?: { hours: number; rate: number };
  /** Files attached right after saving: their names (the contents are small samples). */
  files?: readonly string[];
}
