import { quotes } from '../../../src/db/schema';
import type { TestApp } from '../../test-app';
import { everyone, type MatrixRow } from '../matrix-helpers';

/** The loading screen's quotes' administration: Admins (the quote itself is in foundation.ts). */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });
const quote = { quote: 'Matrix quote.', author: 'Matrix Author' };
const quoteUrl = async (t: TestApp) => {
  const [row] = await t.db.insert(quotes).values(quote).returning();
  return `/api/admin/quotes/${row!.id}`;
};

export const QUOTE_ROWS: MatrixRow[] = [
  { route: 'GET /api/admin/quotes', url: '/api/admin/quotes?search=a&sort=quote', expected: adminOnly(200) },
  { route: 'POST /api/admin/quotes', body: quote, expected: adminOnly(201) },
  { route: 'PATCH /api/admin/quotes/:id', url: quoteUrl, body: quote, expected: adminOnly(200) },
  { route: 'DELETE /api/admin/quotes/:id', url: quoteUrl, expected: adminOnly(204) },
];
