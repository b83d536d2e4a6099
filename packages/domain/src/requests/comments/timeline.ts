import { z } from 'zod';
import { APPROVAL_STEPS } from '../approval-steps';
import { REQUEST_FIELDS } from '../request-field-changes';

const commentEntry = z.object({
  kind: z.literal('comment'),
  id: z.string(),
  at: z.string(),
  author: z.string().nullable(),
  authorId: z.string().nullable(),
  /** Null once removed: the timeline then shows 'comment removed'. */
  body: z.string().nullable(),
  editedAt: z.string().nullable(),
  removed: z.boolean(),
  /** The viewer wrote it, it is not removed, and the 10 minutes have not passed. */
  canEdit: z.boolean(),
  canRemove: z.boolean(),
});
const decisionEntry = z.object({
  kind: z.literal('decision'),
  id: z.string(),
  at: z.string(),
  step: z.enum(APPROVAL_STEPS),
  status: z.string(),
  actor: z.string().nullable(),
  notes: z.string().nullable(),
});
const statusEntry = z.object({
  kind: z.literal('status'),
  id: z.string(),
  at: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string().nullable(),
});

/** An edit of the request: each field it changed, from and to the text people read. */
const editEntry = z.object({
  kind: z.literal('edit'),
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  changes: z.array(
    z.object({ field: z.enum(REQUEST_FIELDS), from: z.string().nullable(), to: z.string().nullable() }),
  ),
});

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  commentEntry,
  decisionEntry,
  statusEntry,
  editEntry,
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type CommentEntry = z.infer<typeof commentEntry>;

export const timelineSchema = z.object({
  items: z.array(timelineEntrySchema),
  /** Whether the viewer may write (people who may only read see no comment box). */
  canComment: z.boolean(),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const commentBodySchema = z.object({ body: z.string().max(20_000) });
export type CommentBody = z.infer<typeof commentBodySchema>;

/** Within one instant: the decision first, then the status change it caused, then edits, then talk. */
const KIND_ORDER = { decision: 0, status: 1, edit: 2, comment: 3 } as const;

/**
 * One timeline of comments, approval decisions, status changes and edits, newest last. Ties keep a
 * stable order: by kind, then as given.
 */
export function mergeTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort(
      (a, b) => a.time - b.time || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || a.index - b.index,
    )
    .map(({ entry }) => entry);
}
