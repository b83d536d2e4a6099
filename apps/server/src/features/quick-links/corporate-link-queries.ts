import type { Language } from '@portico/domain/language/languages';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickLinks } from '../../db/schema';
import { corporateFor, shownLabel } from './quick-link-queries';

/**
 * The corporate links the person sees: every company's and their own company's, by the title
 * they see (their language's, else the other's).
 */
export function listCorporateLinks(db: Db, employeeId: string, language: Language) {
  return db
    .select({
      id: quickLinks.id,
      label: quickLinks.label,
      labelFr: quickLinks.labelFr,
      url: quickLinks.url,
      icon: quickLinks.icon,
      iconColor: quickLinks.iconColor,
    })
    .from(quickLinks)
    .where(corporateFor(employeeId))
    .orderBy(asc(shownLabel(language)));
}
