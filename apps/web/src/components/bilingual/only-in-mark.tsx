import { Badge, type BadgeProps } from '@mantine/core';
import { ONLY_IN, type ShownTexts } from '@portico/domain/language/bilingual';

/**
 * « Français seulement » / "English only" beside an item shown in the language the reader did
 * not choose (decision 065): in the item's language and marked with it, so a screen reader
 * says it as written. Nothing when the item is in the reader's language.
 */
export function OnlyInMark({
  shown,
  ...badge
}: { shown: Pick<ShownTexts<string>, 'language' | 'onlyInOther'> } & BadgeProps) {
  if (!shown.onlyInOther) return null;
  return (
    <Badge lang={shown.language} variant="light" color="gray" radius="sm" tt="none" {...badge}>
      {ONLY_IN[shown.language]}
    </Badge>
  );
}

/** The `lang` an item's element takes: its language when it is not the page's. */
export const langOf = (shown: Pick<ShownTexts<string>, 'language' | 'onlyInOther'>) =>
  shown.onlyInOther ? shown.language : undefined;
