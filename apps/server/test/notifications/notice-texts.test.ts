import { describe, expect, it } from 'vitest';
import { approvalEscalatedNotice, approvalReminderNotice } from '@portico/domain/approvals/reminder-notices';
import type { NoticeMessage } from '@portico/domain/notifications/notice-message';
import {
  approvalNeededNotice,
  decisionNotice,
  estimateSentNotice,
  fulfilmentNotice,
  type FulfilmentState,
} from '@portico/domain/requests/request-notices';
import { noticeText } from '../../src/features/notifications/notice-texts';

const open: FulfilmentState = {
  status: 'Pending IT Assignment',
  assignedToId: null,
  assignedToName: null,
  statusNotes: null,
};
const desk = (after: Partial<FulfilmentState>, before: Partial<FulfilmentState> = {}) =>
  fulfilmentNotice('SR-000123', 'Alex Morgan', { ...open, ...before }, { ...open, ...after })!;

/** Every notice the domain words, each kind and variant once. */
const NOTICES = {
  approved: decisionNotice('SR-000123', 'purchase', 'Approved', 'Drew Okafor', 'Fine.'),
  rejected: decisionNotice('SR-000123', 'pre-approval', 'Rejected', 'Drew Okafor', 'Not now.'),
  'approval needed': approvalNeededNotice('SR-000123', 'estimate'),
  'estimate sent': estimateSentNotice('SR-000123'),
  completed: desk({ status: 'Complete' }),
  'completed, with notes': desk({ status: 'Complete', statusNotes: 'Replaced the dock.' }),
  assigned: desk({ assignedToId: 'alex', assignedToName: 'Alex Morgan' }),
  'another status': desk({ status: 'On Hold' }),
  'another status, with notes': desk({ status: 'Pending User Reply', statusNotes: 'Which dock?' }),
  unassigned: desk({}, { assignedToId: 'alex', assignedToName: 'Alex Morgan' }),
  'new status notes': desk({ statusNotes: 'Ordered.' }),
  'status notes removed': desk({}, { statusNotes: 'Ordered.' }),
  'a reminder after one day': approvalReminderNotice('SR-000123', 'purchase', 1),
  'a reminder after three days': approvalReminderNotice('SR-000123', 'purchase', 3),
  escalated: approvalEscalatedNotice('SR-000123', 'estimate', 7, 'Drew Okafor'),
};

describe('a notice read in English', () => {
  it.each(Object.entries(NOTICES))('%s reads as the domain words it', (_, notice) => {
    expect(noticeText(notice.message, 'en-CA')).toBe(notice.description);
  });

  it.each<[string, NoticeMessage, string]>([
    [
      'a comment',
      {
        id: 'comment',
        values: { request: '000123', author: 'Alex Morgan', mentioned: false, words: 'Done?' },
      },
      'Alex Morgan commented on 000123: “Done?”',
    ],
    [
      'a mention',
      {
        id: 'comment',
        values: { request: '000123', author: 'Alex Morgan', mentioned: true, words: 'Done?' },
      },
      'Alex Morgan mentioned you on 000123: “Done?”',
    ],
    [
      'a training',
      { id: 'newTraining', values: { name: 'Safe lifting' } },
      'Safe lifting was added to the Training Library.',
    ],
    [
      'a link',
      { id: 'newCorporateLink', values: { label: 'Benefits' } },
      'Benefits was added to Corporate Links.',
    ],
  ])('%s reads as the spec words it', (_, message, text) => {
    expect(noticeText(message, 'en-CA')).toBe(text);
  });
});

describe('a notice read in French', () => {
  it.each([
    [NOTICES.approved, 'Demande 000123, Approbation d’achat\u00a0: approuvée par Drew Okafor\u00a0: Fine.'],
    [NOTICES['another status'], 'Demande 000123\u00a0: maintenant «\u00a0En suspens\u00a0»'],
    [
      NOTICES['a reminder after one day'],
      'Demande 000123, Approbation d’achat\u00a0: attend votre décision depuis 1 jour ouvrable',
    ],
    [
      NOTICES['a reminder after three days'],
      'Demande 000123, Approbation d’achat\u00a0: attend votre décision depuis 3 jours ouvrables',
    ],
  ])('%#: the step, the status and the count in French; names and notes as written', (notice, text) => {
    expect(noticeText(notice.message, 'fr-CA')).toBe(text);
  });

  it.each([
    ['in both languages', { label: 'Benefits', labelFr: 'Avantages sociaux' }, 'en-CA', 'Benefits'],
    ['in both languages', { label: 'Benefits', labelFr: 'Avantages sociaux' }, 'fr-CA', 'Avantages sociaux'],
    ['in English only', { label: 'Benefits', labelFr: '' }, 'fr-CA', 'Benefits'],
    ['in French only', { label: '', labelFr: 'Avantages sociaux' }, 'en-CA', 'Avantages sociaux'],
    ['written before it had a French title', { label: 'Benefits' }, 'fr-CA', 'Benefits'],
  ] as const)('a corporate link %s, read in %s, is named by %s', (_, values, language, title) => {
    expect(noticeText({ id: 'newCorporateLink', values }, language)).toMatch(new RegExp(`^${title} `));
  });

  it('a value that looks like a message is shown as it was written', () => {
    const message: NoticeMessage = {
      id: 'statusNotes',
      values: { request: '000123', notes: '{request} {days, plural, one {#} other {#}} <b>' },
    };
    expect(noticeText(message, 'fr-CA')).toBe(
      'Demande 000123\u00a0: nouvelles notes d’état\u00a0: {request} {days, plural, one {#} other {#}} <b>',
    );
  });
});
