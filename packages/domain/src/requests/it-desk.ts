import { z } from 'zod';
import { optionalIsoDate } from '../shared/dates';
import { DESK_STATUSES, type RequestStatus } from './request-constants';
import { LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE } from './request-schemas';

/** The IT desk's fulfilment form: status, assignee, notes, estimated and actual completion. */
export const fulfilmentSchema = z.object({
  status: z.enum(DESK_STATUSES as [RequestStatus, ...RequestStatus[]]).optional(),
  assignedToId: z.uuid().nullable().optional(),
  statusNotes: z.string().trim().max(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE).nullable().optional(),
  estimatedCompletion: optionalIsoDate(),
  completedOn: optionalIsoDate(),
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
