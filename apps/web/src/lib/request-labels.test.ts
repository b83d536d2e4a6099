import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import {
  formatApprovalState,
  formatPriority,
  formatRequestStatus,
  formatRequestType,
} from './request-labels';

describe('request labels', () => {
  it.each([
    ['Support Request', 'Support', 'Soutien'],
    ['Purchase Request', 'Purchase', 'Achat'],
    ['Quote Request', 'Quote', 'Soumission'],
    ['Project Brief', 'Project Brief', 'Fiche de projet'],
  ] as const)(
    'the type %s reads %s, as on the form’s type buttons, and %s in French',
    async (type, english, french) => {
      expect(formatRequestType(type)).toBe(english);
      await activateLanguage('fr-CA');
      expect(formatRequestType(type)).toBe(french);
    },
  );

  it.each([
    ['Pending IT Assignment', 'En attente d’assignation TI'],
    ['Pending Purchase Approval', 'En attente d’approbation d’achat'],
    ['On Hold', 'En suspens'],
    ['Complete', 'Terminée'],
  ])('the status %s is shown as the spec names it, and %s in French', async (status, french) => {
    expect(formatRequestStatus(status)).toBe(status);
    await activateLanguage('fr-CA');
    expect(formatRequestStatus(status)).toBe(french);
  });

  it.each([
    [formatPriority, '1 - HIGH', '1 - ÉLEVÉE'],
    [formatApprovalState, 'Pending Estimate', 'En attente d’estimation'],
    [formatApprovalState, 'Rejected', 'Refusée'],
    [formatApprovalState, 'Automatically Approved', 'Approuvée automatiquement'],
  ])('%o of %s is %s in French', async (format, value, french) => {
    expect(format(value)).toBe(value);
    await activateLanguage('fr-CA');
    expect(format(value)).toBe(french);
  });

  it('shows a value it does not know as it came, in either language', async () => {
    expect(formatRequestStatus('Waiting on Vendor')).toBe('Waiting on Vendor');
    await activateLanguage('fr-CA');
    expect(formatRequestStatus('Waiting on Vendor')).toBe('Waiting on Vendor');
  });
});
