import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { NEWS_TYPES } from './news-constants';

const newsFields = {
  id: z.string(),
  type: z.enum(NEWS_TYPES),
  /** The texts in English and in French, '' where the author left one out (decision 065). */
  title: z.string(),
  briefDescription: z.string(),
  titleFr: z.string(),
  briefDescriptionFr: z.string(),
  backgroundImage: z.string(),
  visibleFrom: z.string(),
  visibleTo: z.string(),
  createdAt: z.string(),
};

/** A post's texts, each in English and in French; the title first, as shownIn wants it. */
export const NEWS_TEXT_FIELDS = ['title', 'briefDescription', 'description'] as const;
/** Those a list shows. */
export const NEWS_LIST_TEXT_FIELDS = ['title', 'briefDescription'] as const;

/** A row of the author's own list. */
export const newsListItemSchema = z.object({
  ...newsFields,
  visibility: z.enum(['scheduled', 'visible', 'expired']),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const NEWS_LIST_SORTS = ['title', 'type', 'visibleFrom', 'visibleTo', 'createdAt'] as const;
export type NewsListSort = (typeof NEWS_LIST_SORTS)[number];
export const newsListQuerySchema = listQuerySchema(NEWS_LIST_SORTS, { sort: 'createdAt', order: 'desc' });
export const newsListSchema = pagedListSchema(newsListItemSchema);

/** A whole post: the detail page, the edit form and the carousel's Read More. */
export const newsPostSchema = z.object({
  ...newsFields,
  description: z.string(),
  descriptionFr: z.string(),
  authorName: z.string(),
  visibility: z.enum(['scheduled', 'visible', 'expired']),
  /** Whether the signed-in person may edit and delete it (its author). */
  canChange: z.boolean(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** What the dashboard's carousel shows: posts visible today. */
export const visibleNewsSchema = z.object({ items: z.array(newsPostSchema) });
