import { z } from 'zod';
import { REQUIRED } from '../shared/messages';
import { frenchField, frenchFieldsOf } from './bilingual';

/**
 * Whether rich text (HTML from the editor) shows any text: an emptied editor still holds
 * `<p></p>`. One pass over the characters, so no text can make it slow.
 */
export function hasVisibleText(html: string): boolean {
  let inTag = false;
  for (const character of html) {
    if (character === '<') inTag = true;
    else if (character === '>') inTag = false;
    else if (!inTag && character.trim() !== '' && character !== '\u00a0') return true;
  }
  return false;
}

/**
 * The rule of a bilingual form (decision 065): it is written in at least one language, and a
 * language in which anything is written has its title. The title field's 'Required' is set on
 * both titles when neither is filled, so the author sees it on whichever language they write.
 */
export function requireATitle<Field extends string>(
  titleField: Field,
  otherFields: readonly Field[],
  isRich: (field: Field) => boolean = () => false,
) {
  const filled = (value: unknown, field: Field) =>
    typeof value === 'string' && (isRich(field) ? hasVisibleText(value) : value.trim() !== '');
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const titles = [titleField, frenchField(titleField)] as const;
    const written = (language: 0 | 1) => {
      const field = (english: Field) => (language === 0 ? english : frenchField(english));
      return otherFields.some((other) => filled(value[field(other)], other));
    };
    const hasTitle = (language: 0 | 1) => filled(value[titles[language]], titleField);
    if (!hasTitle(0) && !hasTitle(1)) {
      for (const path of titles) ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED });
      return;
    }
    for (const language of [0, 1] as const)
      if (!hasTitle(language) && written(language))
        ctx.addIssue({ code: 'custom', path: [titles[language]], message: REQUIRED });
  };
}

/**
 * A bilingual form's schema: its other fields, and its texts in English and in French under
 * `requireATitle`. The two halves are checked side by side (an intersection), so a missing
 * title is told together with a wrong date: zod would skip a rule of the whole object after a
 * field that stops parsing, as a date that is not one does.
 */
export function withBilingualTexts<
  Fields extends z.ZodRawShape,
  Texts extends Record<string, z.ZodType>,
  Title extends keyof Texts & string,
>(
  fields: Fields,
  texts: Texts,
  title: Title,
  isRich: (field: keyof Texts & string) => boolean = () => false,
) {
  const others = Object.keys(texts).filter((field) => field !== title) as (keyof Texts & string)[];
  return z.intersection(
    z.object(fields),
    z.object({ ...texts, ...frenchFieldsOf(texts) }).superRefine(requireATitle(title, others, isRich)),
  );
}
