import type { QuoteValues } from '@portico/domain/quotes/quote-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log';
import { notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { findQuote } from './quote-queries';

/*
 * The quotes' administration (docs/administration.md): each write with its audit entry in the
 * same transaction. A quote reads in the log as its author and its first words.
 */

export const QUOTE_NOT_FOUND = 'This quote was not found.';

const LABEL_LENGTH = 60;
const labelOf = ({ quote, author }: QuoteValues) =>
  `${author}: ${quote.length > LABEL_LENGTH ? `${quote.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : quote}`;

export function createQuote(db: Db, actor: Viewer, values: QuoteValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(quotes).values(values).returning();
    const after = { quote: row!.quote, author: row!.author };
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'quote',
      entityId: row!.id,
      entityLabel: labelOf(after),
      before: null,
      after,
    });
    return row!;
  });
}

export function updateQuote(db: Db, actor: Viewer, id: string, values: QuoteValues) {
  return db.transaction(async (tx) => {
    const found = await findQuote(tx, id);
    if (!found) throw notFound(QUOTE_NOT_FOUND);
    const [row] = await tx.update(quotes).set(values).where(eq(quotes.id, id)).returning();
    const before = { quote: found.quote, author: found.author };
    const after = { quote: row!.quote, author: row!.author };
    // Saving the form unchanged changes nothing, so the log gets no entry (as for roles).
    if (before.quote !== after.quote || before.author !== after.author) {
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'quote',
        entityId: id,
        entityLabel: labelOf(after),
        before,
        after,
      });
    }
    return row!;
  });
}

export function deleteQuote(db: Db, actor: Viewer, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(quotes).where(eq(quotes.id, id)).returning();
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    const before = { quote: row.quote, author: row.author };
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'quote',
      entityId: id,
      entityLabel: labelOf(before),
      before,
      after: null,
    });
  });
}
