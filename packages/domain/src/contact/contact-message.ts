import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import {
  LONG_TEXT_LIMIT,
  LONG_TEXT_MESSAGE,
  MIN_DETAIL_LENGTH,
  REQUIRED,
  mustBeAtMost,
} from '../shared/messages';

/** Spec §5 Contact form. */
export const CONTACT_SUBJECT_LIMIT = 250;
/**
 * The message is rich text; its length rules count what the person wrote, not the markup
 * around it or the images in it. The markup as a whole is bounded by the request size: an
 * image too large for it gets this message (the spec's words for the news editor's images).
 */
export const CONTACT_MESSAGE_HTML_LIMIT = 900_000;
export const IMAGE_TOO_LARGE_MESSAGE = 'Uploaded image is too large';
/** Spec §5: the editor's image upload accepts these. */
export const CONTACT_IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a piece of rich text shows: tags dropped, common entities read, spaces kept. */
export function richTextContent(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export const contactMessageSchema = z.object({
  subject: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(CONTACT_SUBJECT_LIMIT, mustBeAtMost(CONTACT_SUBJECT_LIMIT)),
  message: z
    .string({ error: REQUIRED })
    .max(CONTACT_MESSAGE_HTML_LIMIT, { error: IMAGE_TOO_LARGE_MESSAGE, abort: true })
    .check((context) => {
      const length = richTextContent(context.value).length;
      if (length < MIN_DETAIL_LENGTH)
        context.issues.push({ code: 'custom', message: REQUIRED, input: context.value });
      else if (length > LONG_TEXT_LIMIT)
        context.issues.push({ code: 'custom', message: LONG_TEXT_MESSAGE, input: context.value });
    }),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageItemSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  submittedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  createdAt: z.string(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const CONTACT_MESSAGE_SORTS = ['createdAt', 'subject', 'submittedBy'] as const;
export const contactMessageListQuerySchema = listQuerySchema(CONTACT_MESSAGE_SORTS, {
  sort: 'createdAt',
  order: 'desc',
});
export const contactMessageListSchema = pagedListSchema(contactMessageItemSchema);
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
export const ADMIN_ONLY_MESSAGE = 'Only Admins can read messages to the portal team.';
