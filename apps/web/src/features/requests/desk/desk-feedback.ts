import { t } from '@lingui/core/macro';
import type { FulfilmentInput } from '@portico/domain/requests/it-desk';
import type { FulfilmentResult } from '@portico/domain/requests/it-desk-dto';
import { formatRequestStatus } from '../../../lib/request-labels';

/**
 * What the desk is told after a save that closes the drawer, as 'Estimate saved.' says it for
 * an estimate kept in the drawer: which request, and what changed, in the saved words (in the
 * reader's language as they save).
 */
export function fulfilmentFeedback(
  displayName: string,
  changes: FulfilmentInput,
  result: FulfilmentResult,
): string {
  const said: string[] = [];
  if ('assignedToId' in changes) {
    const assignee = result.assignedTo?.name;
    said.push(assignee ? t`assigned to ${assignee}` : t`no longer assigned`);
  }
  if ('status' in changes) {
    const status = formatRequestStatus(result.status);
    said.push(t`status ${status}`);
  }
  if ('statusNotes' in changes)
    said.push(result.statusNotes ? t`status notes saved` : t`status notes removed`);
  if ('estimatedCompletion' in changes || 'completedOn' in changes) said.push(t`dates saved`);
  if (said.length === 0) return t`${displayName} saved.`;
  const changed = said.join(', ');
  return t`${displayName} saved: ${changed}.`;
}

export const estimateSentFeedback = (displayName: string) => t`${displayName}: estimate sent for approval.`;
