import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RichTextEditorLabels } from '@mantine/tiptap';

/**
 * The editor toolbar's names (its buttons' accessible names and tooltips) and its link editor's
 * texts, in the reader's language: those of the controls the portal's editor shows
 * (rich-text-editor.tsx); Mantine's English stays for any other.
 */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      boldControlLabel: t`Bold`,
      italicControlLabel: t`Italic`,
      underlineControlLabel: t`Underline`,
      strikeControlLabel: t`Strikethrough`,
      h2ControlLabel: t`Heading 2`,
      h3ControlLabel: t`Heading 3`,
      bulletListControlLabel: t`Bullet list`,
      orderedListControlLabel: t`Ordered list`,
      blockquoteControlLabel: t`Blockquote`,
      linkControlLabel: t`Link`,
      unlinkControlLabel: t`Remove link`,
      imageUploadControlLabel: t`Upload image`,
      linkEditorInputLabel: t`Enter URL`,
      linkEditorExternalLink: t`Open link in a new tab`,
      linkEditorInternalLink: t`Open link in the same tab`,
      linkEditorSave: t`Save`,
    }),
    [t],
  );
}
