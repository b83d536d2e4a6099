import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';

/*
 * The loading screen's quotes (spec §3 Quote: Quote__c, Author__c), kept by Admins
 * (docs/administration.md). With none stored the screen falls back to its built-in list (§8).
 */

export const QUOTE_LIMIT = 500;
export const AUTHOR_LIMIT = 255;

const requiredText = (limit: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(limit, mustBeAtMost(limit));

export const quoteInputSchema = z.object({
  quote: requiredText(QUOTE_LIMIT),
  author: requiredText(AUTHOR_LIMIT),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteValues = z.output<typeof quoteInputSchema>;

export const QUOTE_SORTS = ['quote', 'author'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

/** By author, 10 a page; searched in the quote and the author. */
export const quoteAdminQuerySchema = listQuerySchema(QUOTE_SORTS, { sort: 'author', order: 'asc' });
export type QuoteAdminQuery = z.infer<typeof quoteAdminQuerySchema>;

export const quoteAdminRowSchema = z.object({ id: z.string(), quote: z.string(), author: z.string() });
export type QuoteAdminRow = z.infer<typeof quoteAdminRowSchema>;
export const quoteAdminPageSchema = pagedListSchema(quoteAdminRowSchema);
export type QuoteAdminPage = z.infer<typeof quoteAdminPageSchema>;
