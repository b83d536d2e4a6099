import { useLingui } from '@lingui/react';
import type { ShownTexts } from '@portico/domain/language/bilingual';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { QUICK_LINK_TEXT_FIELDS } from '@portico/domain/quick-links/quick-link-texts';
import { shownToReader } from '../../components/bilingual/use-shown-in';
import { activeLanguage } from '../../lib/i18n';

/**
 * A link's title as the reader sees it now (decision 065): a corporate link's in their language,
 * or in the other, marked; a person's own link has one title, which its owner wrote for
 * themselves, shown as written and never marked (docs/quick-links.md). For code built again on a
 * language switch (columns); a component takes `useShownLabel`.
 */
export function shownLabel(link: Pick<QuickLink, 'label' | 'labelFr' | 'isCorporate'>): ShownTexts<'label'> {
  if (link.isCorporate) return shownToReader(link, QUICK_LINK_TEXT_FIELDS);
  return { texts: { label: link.label }, language: activeLanguage(), onlyInOther: false };
}

/** `shownLabel` for a component, which renders again when the reader switches language. */
export function useShownLabel() {
  useLingui();
  return shownLabel;
}
