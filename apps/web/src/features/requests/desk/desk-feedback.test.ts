import { describe, expect, it } from 'vitest';
import type { FulfilmentResult } from '@portico/domain/requests/it-desk-dto';
import { activateLanguage } from '../../../lib/i18n';
import { estimateSentFeedback, fulfilmentFeedback } from './desk-feedback';

const saved = (overrides: Partial<FulfilmentResult> = {}): FulfilmentResult => ({
  id: 'req-1',
  status: 'Assigned',
  assignedTo: { id: 'alex', name: 'Alex Morgan' },
  statusNotes: null,
  estimatedCompletion: null,
  completedOn: null,
  ...overrides,
});

describe('what the IT desk is told after a save', () => {
  it.each([
    ['an assignment', { assignedToId: 'alex' }, saved(), '000041 saved: assigned to Alex Morgan.'],
    [
      'an assignment with its status',
      { assignedToId: 'alex', status: 'Assigned' },
      saved(),
      '000041 saved: assigned to Alex Morgan, status Assigned.',
    ],
    ['unassigning', { assignedToId: null }, saved({ assignedTo: null }), '000041 saved: no longer assigned.'],
    ['a status change', { status: 'On Hold' }, saved({ status: 'On Hold' }), '000041 saved: status On Hold.'],
    [
      'completing with notes',
      { status: 'Complete', statusNotes: 'Done.' },
      saved({ status: 'Complete', statusNotes: 'Done.' }),
      '000041 saved: status Complete, status notes saved.',
    ],
    ['removing notes', { statusNotes: null }, saved(), '000041 saved: status notes removed.'],
    ['a date', { estimatedCompletion: '2031-02-03' }, saved(), '000041 saved: dates saved.'],
    ['nothing in particular', {}, saved(), '000041 saved.'],
  ] as const)('%s', (_name, changes, result, message) => {
    expect(fulfilmentFeedback('000041', changes, result)).toBe(message);
  });

  it('sending an estimate', () => {
    expect(estimateSentFeedback('000041')).toBe('000041: estimate sent for approval.');
  });
});

describe('what the IT desk is told after a save, in French', () => {
  it('says which request was saved and what changed, the status in French', async () => {
    await activateLanguage('fr-CA');
    const changes = { assignedToId: 'alex', status: 'On Hold' } as const;
    expect(fulfilmentFeedback('000041', changes, saved({ status: 'On Hold' }))).toBe(
      'Demande 000041 enregistrée\u00a0: assignée à Alex Morgan, statut «\u00a0En suspens\u00a0».',
    );
    expect(estimateSentFeedback('000041')).toBe('Demande 000041\u00a0: estimation envoyée pour approbation.');
  });
});
