import { describe, expect, it } from 'vitest';
import { quoteAdminQuerySchema, quoteInputSchema } from './quote-admin';

function problemsOf(input: unknown) {
  const result = quoteInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the quote form (spec §3 Quote: Quote__c, Author__c)', () => {
  it('accepts a quote and its author, trimmed', () => {
    expect(quoteInputSchema.parse({ quote: ' Keep going. ', author: ' Sam Levenson ' })).toEqual({
      quote: 'Keep going.',
      author: 'Sam Levenson',
    });
  });

  it.each([
    [{ author: 'A' }, { quote: 'Required' }],
    [{ quote: '   ', author: 'A' }, { quote: 'Required' }],
    [{ quote: 'x'.repeat(500), author: 'A' }, {}],
    [{ quote: 'x'.repeat(501), author: 'A' }, { quote: 'Must be 500 characters or less' }],
    [{ quote: 'Q.', author: '' }, { author: 'Required' }],
    [{ quote: 'Q.', author: 'x'.repeat(255) }, {}],
    [{ quote: 'Q.', author: 'x'.repeat(256) }, { author: 'Must be 255 characters or less' }],
    [{}, { quote: 'Required', author: 'Required' }],
  ])('%j → %j', (input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });

  it('lists by author by default and sorts only by quote or author', () => {
    expect(quoteAdminQuerySchema.parse({})).toMatchObject({ sort: 'author', order: 'asc', pageSize: 10 });
    expect(quoteAdminQuerySchema.safeParse({ sort: 'quote' }).success).toBe(true);
    expect(quoteAdminQuerySchema.safeParse({ sort: 'id' }).success).toBe(false);
  });
});
