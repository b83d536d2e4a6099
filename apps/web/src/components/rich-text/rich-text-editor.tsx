import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

/** Pictures travel inside the text as data URLs of these types (the server keeps no others). */
export const UPLOADABLE_PICTURES = 'image/png,image/jpeg,image/gif,image/webp';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });

const UploadedImage = getUploadImageExtension(
  // A picture without a description is decorative to a screen reader (alt=""), never unnamed.
  Image.configure({ allowBase64: true, HTMLAttributes: { alt: '' } }),
  {
    onImageUpload: async (file: File) => ({ src: await readAsDataUrl(file), alt: file.name }),
  },
);

/**
 * Pasted HTML keeps only pictures carried inside it: one that points elsewhere would be dropped
 * by the server anyway (its allowlist keeps uploaded pictures only), so the editor never shows it.
 */
export function keepOnlyCarriedPictures(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const picture of document.querySelectorAll('img')) {
    if (!/^data:image\//i.test(picture.getAttribute('src') ?? '')) picture.remove();
  }
  return document.body.innerHTML;
}

export interface RichTextEditorFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string;
}

/**
 * Mantine's rich-text editor (Tiptap) as a labelled field: formatting, links, lists and
 * pictures uploaded into the text. Loaded lazily with the forms that use it; the HTML it gives
 * is sanitised by the server before it is stored.
 */
export default function RichTextEditorField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
}: RichTextEditorFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, UploadedImage],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: keepOnlyCarriedPictures,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset after loading the post) replaces the content.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} mt={4}>
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
            <RichTextEditor.ImageUpload accept={UPLOADABLE_PICTURES} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
