import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickLinks } from '../../db/schema';

export function listCorporateLinks(db: Db) {
  return db
    .select({
      id: quickLinks.id,
      label: quickLinks.label,
      url: quickLinks.url,
      icon: quickLinks.icon,
      iconColor: quickLinks.iconColor,
    })
    .from(quickLinks)
    .where(eq(quickLinks.corporate, true))
    .orderBy(asc(quickLinks.label));
}
