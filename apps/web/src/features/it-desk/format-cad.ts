import { CURRENCY } from '@portico/domain/requests/request-constants';

/*
 * Costs are shown as CAD (spec §9). The 'en-CA' locale writes Canadian dollars as a bare '$',
 * which reads as US dollars to half of the group; 'en-US' writes them 'CA$1,187.50', with the
 * same digits and separators, and leaves no doubt.
 */
const cad = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** 1187.5 -> 'CA$1,187.50'. */
export const formatCad = (amount: number) => cad.format(amount);
