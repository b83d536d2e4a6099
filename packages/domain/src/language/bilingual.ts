import { LANGUAGES, type Language } from './languages';

/*
 * Bilingual content (issue 30; docs/decisions/065-bilingual-content.md): a news post, a
 * training, a form… carries its texts in English and in French; its author fills one language
 * or both. A reader sees theirs, or, when the item has only the other, the other with a mark
 * that says so. The English texts keep the field's own name (`title`), the French ones end in
 * `Fr` (`titleFr`), in the API as in the database.
 */

/** The French field's name for an English one. */
export type FrenchField<Field extends string> = `${Field}Fr`;
export const frenchField = <Field extends string>(field: Field): FrenchField<Field> => `${field}Fr`;

/** An item with these texts in both languages. */
export type Bilingual<Field extends string> = Record<Field | FrenchField<Field>, string>;

/**
 * The mark beside an item shown in a language the reader did not choose, written in the item's
 * own language and marked up with it (`lang`), as the Government of Canada's sites mark a link
 * to a page in one language only. Like a language's name on the switch, it is not translated.
 */
export const ONLY_IN: Record<Language, string> = {
  'en-CA': 'English only',
  'fr-CA': 'Français seulement',
};

/** The item's texts in one language: the English field names, whatever the language. */
export interface ShownTexts<Field extends string> {
  texts: Record<Field, string>;
  /** The language of the texts, for the element's `lang`. */
  language: Language;
  /** True when the texts are not in the reader's language: the item has none in it. */
  onlyInOther: boolean;
}

const textsIn = <Field extends string>(
  item: Bilingual<Field>,
  fields: readonly Field[],
  language: Language,
): Record<Field, string> =>
  Object.fromEntries(
    // `?? ''`: an answer from before a field was bilingual reads as that language left out.
    fields.map((field) => [field, (language === 'fr-CA' ? item[frenchField(field)] : item[field]) ?? '']),
  ) as Record<Field, string>;

/**
 * What a reader sees of an item: its texts in the reader's language when the item has that
 * language (its first field, the title, is filled in it), else in the other language. An item
 * is never left blank for having only one language.
 */
export function shownIn<Field extends string>(
  item: Bilingual<Field>,
  fields: readonly [Field, ...Field[]],
  reader: Language,
): ShownTexts<Field> {
  const has = (language: Language) => textsIn(item, fields, language)[fields[0]].trim() !== '';
  const other = LANGUAGES.find((language) => language !== reader)!;
  const language = has(reader) || !has(other) ? reader : other;
  return { texts: textsIn(item, fields, language), language, onlyInOther: language !== reader };
}

/** The languages an item is written in: those whose first field (the title) is filled. */
export function languagesOf<Field extends string>(
  item: Bilingual<Field>,
  fields: readonly [Field, ...Field[]],
): Language[] {
  return LANGUAGES.filter((language) => textsIn(item, fields, language)[fields[0]].trim() !== '');
}

/** A form's fields again, under their French names, with the same rules. */
export function frenchFieldsOf<Fields extends Record<string, unknown>>(
  fields: Fields,
): { [Field in keyof Fields & string as FrenchField<Field>]: Fields[Field] } {
  return Object.fromEntries(
    Object.entries(fields).map(([field, rule]) => [frenchField(field), rule]),
  ) as never;
}
