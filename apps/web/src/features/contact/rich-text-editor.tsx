import { useRef } from 'react';
import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { Image } from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { IMAGE_ACCEPT, imageAsDataUrl } from './image-as-data-url';

export interface RichTextEditorFieldProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The id of the field's label, and of its error when there is one. */
  labelId: string;
  errorId?: string | undefined;
  invalid: boolean;
}

/**
 * Mantine's tiptap editor with an image button: loaded lazily with the modal that uses it, so
 * the editor never joins a page's first download.
 */
export default function RichTextEditorField({
  value,
  onChange,
  onBlur,
  labelId,
  errorId,
  invalid,
}: RichTextEditorFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      Image.configure({ allowBase64: true }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'aria-invalid': invalid ? 'true' : 'false',
        ...(errorId ? { 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  const addImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    const src = await imageAsDataUrl(file);
    if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
  };

  return (
    <RichTextEditor
      editor={editor}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.Control
            onClick={() => fileInput.current?.click()}
            aria-label="Insert image"
            title="Insert image"
          >
            <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          void addImage(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </RichTextEditor>
  );
}
