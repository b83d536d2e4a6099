import type { ApprovalStep } from '../requests/approval-steps';
import type { RequestStatus } from '../requests/request-constants';

/*
 * What a notification says, kept as what happened and its values, not as a sentence: each
 * reader sees it in their own language, written when they read it (issue 30). The server's
 * catalogue has each one's text (apps/server/src/features/notifications/notice-texts.ts); the
 * English `description` stored beside it is the same text in English, for the API's older
 * readers and for search.
 */

/** The request by the number people see ('000123'). */
/* A type, not an interface: a message's values are a plain record. */
type OnRequest = {
  request: string;
};

export type NoticeMessage =
  | {
      id: 'decision';
      values: OnRequest & { step: ApprovalStep; approved: boolean; actor: string; notes: string };
    }
  | { id: 'approvalNeeded'; values: OnRequest & { step: ApprovalStep } }
  | { id: 'estimateSent'; values: OnRequest }
  | { id: 'completed'; values: OnRequest & { actor: string; notes: string | null } }
  | { id: 'assigned'; values: OnRequest & { assignee: string } }
  | { id: 'statusChanged'; values: OnRequest & { status: RequestStatus; notes: string | null } }
  | { id: 'unassigned'; values: OnRequest }
  | { id: 'statusNotes'; values: OnRequest & { notes: string } }
  | { id: 'statusNotesRemoved'; values: OnRequest }
  | { id: 'approvalReminder'; values: OnRequest & { step: ApprovalStep; days: number } }
  | { id: 'approvalEscalated'; values: OnRequest & { step: ApprovalStep; days: number; approver: string } }
  | { id: 'comment'; values: OnRequest & { author: string; mentioned: boolean; words: string } }
  /** The training's name in each language it has (nameFr absent from notices stored before). */
  | { id: 'newTraining'; values: { name: string; nameFr?: string } }
  /** The link's title in English and in French (decision 065); one written before has `label` alone. */
  | { id: 'newCorporateLink'; values: { label: string; labelFr?: string } };

export type NoticeId = NoticeMessage['id'];
