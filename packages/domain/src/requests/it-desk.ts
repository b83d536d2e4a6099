import { z } from 'zod';
import { DESK_STATUSES, STATUS, type RequestStatus } from './request-constants';
import { LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE } from './request-schemas';

/** Statuses only the approval workflow sets and leaves; the desk may only cancel from them. */
const WORKFLOW_WAITS: string[] = [
  STATUS.pendingPurchaseApproval,
  STATUS.pendingPreApproval,
  STATUS.pendingEstimate,
  STATUS.pendingEstimateApproval,
];

/**
 * Whether the IT desk may move a request from one status to another: any desk status, except
 * that a request waiting in the approval workflow can only be cancelled — otherwise the desk
 * could skip an approval.
 */
export function deskCanSetStatus(current: string, next: RequestStatus): boolean {
  if (!DESK_STATUSES.includes(next)) return false;
  if (WORKFLOW_WAITS.includes(current)) return next === STATUS.cancelled || next === current;
  return true;
}
export const DESK_STATUS_REFUSED = 'This request is waiting for an approval; it can only be cancelled.';

const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date')
  .nullable()
  .optional();

/** The IT desk's fulfilment form: status, assignee, notes, estimated and actual completion. */
export const fulfilmentSchema = z.object({
  status: z.enum(DESK_STATUSES as [RequestStatus, ...RequestStatus[]]).optional(),
  assignedToId: z.uuid().nullable().optional(),
  statusNotes: z.string().trim().max(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE).nullable().optional(),
  estimatedCompletion: optionalDate,
  completedOn: optionalDate,
});
export type FulfilmentInput = z.infer<typeof fulfilmentSchema>;

/** The estimate of a pre-approved project brief: hours × rate = cost (CAD). */
export const estimateSchema = z.object({
  hours: z.coerce.number({ error: 'Required' }).positive('Must be more than 0').max(100_000),
  rate: z.coerce.number({ error: 'Required' }).min(0, 'Must be 0 or more').max(100_000),
  note: z.string().trim().max(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE).nullable().optional(),
  /** True sends it to the estimate approver; false only saves it. */
  send: z.boolean().default(false),
});
export type EstimateInput = z.infer<typeof estimateSchema>;
