import type { FulfilmentInput } from '@portico/domain/requests/it-desk';
import type { FulfilmentResult } from '@portico/domain/requests/it-desk-dto';

/**
 * What the desk is told after a save that closes the drawer, as 'Estimate saved.' says it for
 * an estimate kept in the drawer: which request, and what changed, in the saved words.
 */
export function fulfilmentFeedback(
  displayName: string,
  changes: FulfilmentInput,
  result: FulfilmentResult,
): string {
  const said: string[] = [];
  if ('assignedToId' in changes) {
    said.push(result.assignedTo ? `assigned to ${result.assignedTo.name}` : 'no longer assigned');
  }
  if ('status' in changes) said.push(`status ${result.status}`);
  if ('statusNotes' in changes) said.push(result.statusNotes ? 'status notes saved' : 'status notes removed');
  if ('estimatedCompletion' in changes || 'completedOn' in changes) said.push('dates saved');
  return said.length > 0 ? `${displayName} saved: ${said.join(', ')}.` : `${displayName} saved.`;
}

export const estimateSentFeedback = (displayName: string) => `${displayName}: estimate sent for approval.`;
