import type { Language } from '@portico/domain/language/languages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeProfiles } from '../../db/schema';

/** Keeps the person's language on their self-service profile, which it creates if need be. */
export async function saveLanguage(db: Db, employeeId: string, language: Language) {
  await db
    .insert(employeeProfiles)
    .values({ employeeId, language })
    .onConflictDoUpdate({ target: employeeProfiles.employeeId, set: { language, updatedAt: sql`now()` } });
}
