import { useLingui } from '@lingui/react';
import { shownIn, type Bilingual, type ShownTexts } from '@portico/domain/language/bilingual';
import { activeLanguage } from '../../lib/i18n';

/**
 * A bilingual item's texts as the reader sees them now (decision 065): in their language, or in
 * the other when it has only that one. For code that is built again on a language switch
 * (columns made with the render's `_`); a component takes `useShownInEach`.
 */
export const shownToReader = <Field extends string>(
  item: Bilingual<Field>,
  fields: readonly [Field, ...Field[]],
): ShownTexts<Field> => shownIn(item, fields, activeLanguage());

/** `shownToReader` for a component, which renders again when the reader switches language. */
export function useShownInEach<Field extends string>(fields: readonly [Field, ...Field[]]) {
  useLingui();
  return (item: Bilingual<Field>) => shownToReader(item, fields);
}
