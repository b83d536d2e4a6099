import { z } from 'zod';
import { frenchFieldsOf } from '../language/bilingual';
import { requireATitle } from '../language/bilingual-fields';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { isQuickLinkIcon } from './quick-link-icons';
import { QUICK_LINKS_TABLE_PAGE_SIZE } from './quick-link-sizes';
import { URL_MESSAGE, looksLikeUrl, withScheme } from './quick-link-url';

export const LABEL_MAX = 100;
/** URLs are stored as text; this bound keeps a hostile body from storing megabytes. */
export const URL_MAX = 2000;
export const ICON_COLOR_MESSAGE = 'Choose a colour such as #1c7ed6';
export const DEFAULT_ICON_COLOR = '#1c7ed6';

const requiredText = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

/** A link's fields but its title and its kind. */
const linkFields = z.object({
  url: requiredText
    .max(URL_MAX, mustBeAtMost(URL_MAX))
    .refine(looksLikeUrl, URL_MESSAGE)
    .transform(withScheme),
  icon: z.string({ error: REQUIRED }).refine(isQuickLinkIcon, REQUIRED),
  iconColor: z
    .string({ error: REQUIRED })
    .regex(/^#[0-9a-f]{6}$/i, ICON_COLOR_MESSAGE)
    .transform((color) => color.toLowerCase()),
  /**
   * A corporate link's company: its employees see it and hear of it. None: every company.
   * Ignored for a personal link; on an edit, left out means unchanged.
   */
  companyId: z.uuid({ error: 'Choose a company' }).nullable().optional(),
});

/** Its title in English and in French (decision 065), '' where left out. */
const LINK_TEXTS = {
  label: z.string().trim().max(LABEL_MAX, mustBeAtMost(LABEL_MAX)).optional().default(''),
};
const linkTexts = z.object({ ...LINK_TEXTS, ...frenchFieldsOf(LINK_TEXTS) });

/**
 * The title's rule. A corporate link is written by Admins for everyone: its title in English,
 * in French or in both, one at least (requireATitle). A person's own link is written by and for
 * that person: one title, Title, in whatever language they write it (docs/quick-links.md).
 */
const titleRule =
  (corporate: boolean) => (value: { label: string; labelFr: string }, ctx: z.RefinementCtx) => {
    if (corporate) return requireATitle('label', [])(value, ctx);
    if (!value.label) ctx.addIssue({ code: 'custom', path: ['label'], message: REQUIRED });
  };

/**
 * The New Link / Edit Link form and `POST /api/quick-links` share this schema (spec §5 Quick
 * link). The URL comes out with its scheme, so what is stored is what is shown. `isCorporate`
 * is a request: only an Admin may make a corporate link, and the server decides. A personal
 * link's French title, which its form does not offer, is dropped. The title is checked beside
 * the other fields (an intersection, as `withBilingualTexts` does), so a missing title is told
 * together with a wrong URL.
 */
export const quickLinkInputSchema = z.intersection(
  linkFields,
  linkTexts
    .extend({ isCorporate: z.boolean().default(false) })
    .superRefine((value, ctx) => titleRule(value.isCorporate)(value, ctx))
    .transform((value) => (value.isCorporate ? value : { ...value, labelFr: '' })),
);
/** What the form holds (before the URL gets its scheme). */
export type QuickLinkFormValues = z.input<typeof quickLinkInputSchema>;
/** What is saved. */
export type QuickLinkInput = z.output<typeof quickLinkInputSchema>;

/**
 * An edit changes the link, never whose it is or whether it is corporate: its title in one
 * language at least here; the server, which knows the link, asks a personal link for its Title.
 */
export const quickLinkUpdateSchema = z.intersection(linkFields, linkTexts.superRefine(titleRule(true)));
export type QuickLinkUpdate = z.output<typeof quickLinkUpdateSchema>;

export const quickLinkSchema = z.object({
  id: z.string(),
  /** Its title in English and in French, '' where left out; a personal link's `labelFr` is ''. */
  label: z.string(),
  labelFr: z.string(),
  url: z.string(),
  icon: z.string(),
  iconColor: z.string(),
  isCorporate: z.boolean(),
  /** A corporate link's company; null for every company (and for personal links). */
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Decided by the server: the owner's personal link, or a corporate link for an Admin. */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

export const QUICK_LINK_SORTS = ['createdAt', 'label', 'url'] as const;
export type QuickLinkSort = (typeof QUICK_LINK_SORTS)[number];

/**
 * The person's own links and the corporate ones, newest first, searched by title (in either
 * language) or URL; the title sort is by the title the reader sees.
 */
export const quickLinkListQuerySchema = listQuerySchema(QUICK_LINK_SORTS, {
  sort: 'createdAt',
  order: 'desc',
  pageSize: QUICK_LINKS_TABLE_PAGE_SIZE,
});
export type QuickLinkListQuery = z.infer<typeof quickLinkListQuerySchema>;

export const quickLinkListSchema = pagedListSchema(quickLinkSchema);

/** The Corporate Links administration screen: every corporate link, by company (Admins). */
export const corporateLinkAdminQuerySchema = listQuerySchema(QUICK_LINK_SORTS, {
  sort: 'label',
  order: 'asc',
}).extend({
  companyId: z.uuid({ error: 'Choose a company' }).optional(),
});
export type CorporateLinkAdminQuery = z.infer<typeof corporateLinkAdminQuerySchema>;

export const companyOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export type QuickLinkList = z.infer<typeof quickLinkListSchema>;

/** Who may change a link (spec §6: corporate links cannot be edited or deleted). */
export function canEditQuickLink(
  link: { isCorporate: boolean; ownerId: string | null },
  viewer: { employeeId: string; isAdmin: boolean },
): boolean {
  if (link.isCorporate) return viewer.isAdmin;
  return link.ownerId === viewer.employeeId;
}
