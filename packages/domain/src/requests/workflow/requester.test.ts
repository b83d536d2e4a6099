import { describe, expect, it } from 'vitest';
import { STATUS } from '../request-constants';
import { transition } from './machine';
import { actor, clock, PEOPLE, requestIn, type Part } from './test-fixtures';
import { WHO_IT_IS_FOR_MESSAGE } from './workflow-messages';

/**
 * Who an edited request is for. The fixtures' request is made by 'creator' on behalf of 'for';
 * only its maker may change that, or the person it is for would lose sight of it.
 */
const edit = (editor: Part, requestedFor: Part) =>
  transition(
    requestIn('Support Request', STATUS.pendingItAssignment),
    { type: 'edit', requestedForId: PEOPLE[requestedFor] },
    actor(editor),
    clock,
  );

describe('editing who a request is for', () => {
  it.each<[Part, Part]>([
    ['creator', 'for'],
    ['creator', 'creator'],
    ['creator', 'other'],
    ['for', 'for'],
  ])('%s may make it for %s', (editor, requestedFor) => {
    expect(edit(editor, requestedFor).ok).toBe(true);
  });

  it.each<[Part, Part]>([
    ['for', 'creator'],
    ['for', 'other'],
  ])('%s may not make it for %s', (editor, requestedFor) => {
    expect(edit(editor, requestedFor)).toEqual({
      ok: false,
      refusal: { kind: 'forbidden', message: WHO_IT_IS_FOR_MESSAGE },
    });
  });
});
