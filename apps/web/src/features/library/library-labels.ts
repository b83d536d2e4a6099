import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { optionsOf, vocabulary } from '../../lib/vocabulary';

/*
 * The libraries' vocabulary in the reader's language (spec §9, library-constants.ts): the
 * Training Library's and Corporate Forms' categories and sub-categories, the training types,
 * the regions and the kinds of document. What is stored, filtered and sent stays the domain's
 * English; the test holds every value of the domain's lists to a message here.
 */
const TERMS: Readonly<Record<string, MessageDescriptor>> = {
  // Categories.
  Warehouse: msg`Warehouse`,
  HR: msg({ context: 'library category', message: 'HR' }),
  IT: msg({ context: 'library category', message: 'IT' }),
  Operations: msg`Operations`,
  Finance: msg`Finance`,
  'Account Teams': msg`Account Teams`,
  // Sub-categories.
  Safety: msg`Safety`,
  Equipment: msg`Equipment`,
  'Receiving & Shipping': msg`Receiving & Shipping`,
  Inventory: msg`Inventory`,
  Onboarding: msg`Onboarding`,
  Benefits: msg`Benefits`,
  Policies: msg`Policies`,
  Performance: msg`Performance`,
  Security: msg`Security`,
  Software: msg`Software`,
  Hardware: msg`Hardware`,
  'Microsoft 365': msg`Microsoft 365`,
  Processes: msg`Processes`,
  Quality: msg`Quality`,
  'Health & Safety': msg`Health & Safety`,
  Expenses: msg`Expenses`,
  Purchasing: msg`Purchasing`,
  Payroll: msg`Payroll`,
  Reporting: msg`Reporting`,
  Sales: msg`Sales`,
  'Customer Service': msg`Customer Service`,
  Proposals: msg`Proposals`,
  Leave: msg`Leave`,
  'Payroll Changes': msg`Payroll Changes`,
  Travel: msg`Travel`,
  'Vendor Setup': msg`Vendor Setup`,
  // Training types.
  Technical: msg({ context: 'training type', message: 'Technical' }),
  Corporate: msg({ context: 'training type', message: 'Corporate' }),
  Legislative: msg({ context: 'training type', message: 'Legislative' }),
  // Regions.
  Canada: msg`Canada`,
  USA: msg`USA`,
  'Canada & USA': msg`Canada & USA`,
  Doha: msg`Doha`,
  'All Company': msg`All Company`,
  // Kinds of document.
  Training: msg({ context: 'document kind', message: 'Training' }),
  Protocol: msg({ context: 'document kind', message: 'Protocol' }),
  Form: msg({ context: 'document kind', message: 'Form' }),
};

/** A library term as the reader reads it. */
export const formatLibraryTerm: (value: string) => string = vocabulary(TERMS);

/** A select's options for a list of library terms: the stored value, the reader's label. */
export const libraryOptions = (values: readonly string[]) =>
  optionsOf(values, (value) => formatLibraryTerm(value));
