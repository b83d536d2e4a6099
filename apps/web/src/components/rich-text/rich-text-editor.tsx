import '@mantine/tiptap/styles.css';
import { useEffect, useId, useMemo } from 'react';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  acceptFor,
  keepOnlyCarriedPictures,
  pictureAsDataUrl,
  STORED_PICTURE_EXTENSIONS,
  type PictureExtensions,
} from './pictures';
import { useRichTextLabels } from './rich-text-labels';

// Made once: the editor is built again whenever an extension is a new object.
const TEXT_EXTENSIONS = [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })];

export interface RichTextEditorFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string;
  required?: boolean;
  /** The picture files this editor takes; the news editor's by default. */
  pictureExtensions?: PictureExtensions;
  /** The language the text is written in, when it is not the page's (a bilingual form's French). */
  lang?: string;
}

/**
 * Mantine's rich-text editor (Tiptap) as a labelled field: formatting, links, lists and
 * pictures uploaded into the text. The one editor of every rich-text form, loaded lazily with
 * the forms that use it; the HTML it gives is sanitised by the server before it is stored.
 */
export default function RichTextEditorField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  pictureExtensions = STORED_PICTURE_EXTENSIONS,
  lang,
}: RichTextEditorFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const extensions = useMemo(
    () => [
      ...TEXT_EXTENSIONS,
      getUploadImageExtension(
        // A picture without a description is decorative to a screen reader (alt=""), never unnamed.
        Image.configure({ allowBase64: true, HTMLAttributes: { alt: '' } }),
        {
          onImageUpload: async (file: File) => ({
            src: await pictureAsDataUrl(file, pictureExtensions),
            alt: file.name,
          }),
        },
      ),
    ],
    [pictureExtensions],
  );
  const labels = useRichTextLabels();
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: keepOnlyCarriedPictures,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(lang ? { lang } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset after loading the post) replaces the content.
  useEffect(() => {
    if (
      editor &&
      !editor.isDestroyed &&
      !editor.isFocused &&
      value !== editor.getHTML() &&
      !(value === '' && editor.isEmpty)
    ) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept={acceptFor(pictureExtensions)} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
