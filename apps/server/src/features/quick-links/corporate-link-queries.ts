import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickLinks } from '../../db/schema';
import { corporateFor } from './quick-link-queries';

/** The corporate links the person sees: every company's and their own company's. */
export function listCorporateLinks(db: Db, employeeId: string) {
  return db
    .select({
      id: quickLinks.id,
      label: quickLinks.label,
      url: quickLinks.url,
      icon: quickLinks.icon,
      iconColor: quickLinks.iconColor,
    })
    .from(quickLinks)
    .where(corporateFor(employeeId))
    .orderBy(asc(quickLinks.label));
}
