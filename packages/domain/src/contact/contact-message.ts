import { Parser } from 'htmlparser2';
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

/** Elements whose end is a break between words: `a<br>b` and `<p>a</p><p>b</p>` read "a b". */
const BREAKS = new Set(['br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The text a piece of rich text shows: tags dropped, entities read, spaces folded. Read by an
 * HTML parser in one pass (the sanitiser's own, htmlparser2), never by a regular expression:
 * `/<[^>]*>/g` over an unclosed `<` repeated 20,000 times held the server for 11 seconds.
 */
export function richTextContent(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onclosetag: (name) => {
        if (BREAKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
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
