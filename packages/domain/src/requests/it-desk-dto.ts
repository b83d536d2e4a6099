import { z } from 'zod';

/**
 * `GET /api/it-desk/staff`: who a request can be assigned to. Only what the assignee picker
 * shows (the id it saves and the name it lists), a picker's page at a time (the first 20 by
 * name, or those whose name contains the search), so a large desk is not sent whole.
 */
export const deskStaffSchema = z.object({ id: z.string(), name: z.string() });
export const deskStaffListSchema = z.object({ items: z.array(deskStaffSchema) });
export type DeskStaff = z.infer<typeof deskStaffSchema>;

/** `PATCH /api/requests/:id/fulfilment` answers with the fulfilment fields; the page refetches the rest. */
export const fulfilmentResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  statusNotes: z.string().nullable(),
  estimatedCompletion: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type FulfilmentResult = z.infer<typeof fulfilmentResultSchema>;

/** `PUT /api/requests/:id/estimate`: the estimate as stored; cost is in CAD. */
export const estimateResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  estimate: z.object({
    hours: z.number(),
    rate: z.number(),
    cost: z.number(),
    note: z.string().nullable(),
    sent: z.boolean(),
    sentOn: z.string().nullable(),
    status: z.string().nullable(),
  }),
});
export type EstimateResult = z.infer<typeof estimateResultSchema>;

/** An assignee who is not on the IT desk's list (the spec's message for a pick outside a list). */
export const NOT_DESK_STAFF = 'Please select an option from the list';
