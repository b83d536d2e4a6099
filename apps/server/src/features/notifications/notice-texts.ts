import type { MessageDescriptor } from '@lingui/core';
import { shownIn } from '@portico/domain/language/bilingual';
import type { Language } from '@portico/domain/language/languages';
import type { NoticeMessage } from '@portico/domain/notifications/notice-message';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import { textsIn } from '../../lib/texts';
import { requestStatusText } from '../../lib/request-texts';

/*
 * What a notification says, in its reader's language, written when it is read (issue 30):
 * the stored NoticeMessage's values put into the server catalogue's text for it. The English
 * of each is the domain's description word for word (test/notifications/notice-texts.test.ts).
 */

const STEPS: Record<ApprovalStep, MessageDescriptor> = {
  purchase: /*i18n*/ { id: 'step.purchase', message: 'Purchase Approval' },
  'pre-approval': /*i18n*/ { id: 'step.preApproval', message: 'Project Pre-Approval' },
  estimate: /*i18n*/ { id: 'step.estimate', message: 'Estimate Approval' },
};

/** The notice's text and its values, each value in the reader's language where it has one. */
function descriptorOf(message: NoticeMessage, language: Language): MessageDescriptor {
  const i18n = textsIn(language);
  const stepOf = (step: ApprovalStep) => i18n._(STEPS[step]);
  switch (message.id) {
    case 'decision': {
      const { step, approved, ...values } = message.values;
      const all = { ...values, step: stepOf(step) };
      return approved
        ? /*i18n*/ {
            id: 'notice.approved',
            message: '{request} {step} was approved by {actor}: {notes}',
            values: all,
          }
        : /*i18n*/ {
            id: 'notice.rejected',
            message: '{request} {step} was rejected by {actor}: {notes}',
            values: all,
          };
    }
    case 'approvalNeeded':
      return /*i18n*/ {
        id: 'notice.approvalNeeded',
        message: '{request} {step} waits for your decision',
        values: { ...message.values, step: stepOf(message.values.step) },
      };
    case 'estimateSent':
      return /*i18n*/ {
        id: 'notice.estimateSent',
        message: '{request} estimate sent for approval',
        values: message.values,
      };
    case 'completed':
      return message.values.notes
        ? /*i18n*/ {
            id: 'notice.completedWithNotes',
            message: '{request} was completed by {actor}: {notes}',
            values: message.values,
          }
        : /*i18n*/ {
            id: 'notice.completed',
            message: '{request} was completed by {actor}',
            values: message.values,
          };
    case 'assigned':
      return /*i18n*/ {
        id: 'notice.assigned',
        message: '{request} was assigned to {assignee}',
        values: message.values,
      };
    case 'statusChanged': {
      const values = { ...message.values, status: requestStatusText(i18n, message.values.status) };
      return message.values.notes
        ? /*i18n*/ {
            id: 'notice.statusChangedWithNotes',
            message: '{request} is now {status}: {notes}',
            values,
          }
        : /*i18n*/ { id: 'notice.statusChanged', message: '{request} is now {status}', values };
    }
    case 'unassigned':
      return /*i18n*/ {
        id: 'notice.unassigned',
        message: '{request} is no longer assigned',
        values: message.values,
      };
    case 'statusNotes':
      return /*i18n*/ {
        id: 'notice.statusNotes',
        message: '{request} has new status notes: {notes}',
        values: message.values,
      };
    case 'statusNotesRemoved':
      return /*i18n*/ {
        id: 'notice.statusNotesRemoved',
        message: '{request} status notes were removed',
        values: message.values,
      };
    case 'approvalReminder':
      return /*i18n*/ {
        id: 'notice.approvalReminder',
        message:
          '{request} {step} has waited {days, plural, one {# working day} other {# working days}} for your decision',
        values: { ...message.values, step: stepOf(message.values.step) },
      };
    case 'approvalEscalated':
      return /*i18n*/ {
        id: 'notice.approvalEscalated',
        message:
          '{request} {step} has waited {days, plural, one {# working day} other {# working days}} for {approver} and is escalated to you',
        values: { ...message.values, step: stepOf(message.values.step) },
      };
    case 'comment': {
      const { mentioned, ...values } = message.values;
      return mentioned
        ? /*i18n*/ {
            id: 'notice.mentioned',
            message: '{author} mentioned you on {request}: “{words}”',
            values,
          }
        : /*i18n*/ { id: 'notice.commented', message: '{author} commented on {request}: “{words}”', values };
    }
    case 'newTraining': {
      const { name, nameFr = '' } = message.values;
      return /*i18n*/ {
        id: 'notice.newTraining',
        message: '{name} was added to the Training Library.',
        values: { name: shownIn({ name, nameFr }, ['name'], language).texts.name },
      };
    }
    case 'newCorporateLink': {
      // The link's title in the reader's language, or the one it has.
      const { label, labelFr = '' } = message.values;
      return /*i18n*/ {
        id: 'notice.newCorporateLink',
        message: '{label} was added to Corporate Links.',
        values: shownIn({ label, labelFr }, ['label'], language).texts,
      };
    }
  }
}

/** What a notification says to a reader of `language`. */
export const noticeText = (message: NoticeMessage, language: Language): string =>
  textsIn(language)._(descriptorOf(message, language));
