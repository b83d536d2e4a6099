import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { COMMENT_MAX_LENGTH } from '@portico/domain/requests/comments/comment-rules';
import { messageOf } from '../../../../lib/api-client';
import { translateMessage } from '../../../../messages/translate-message';

interface CommentEditorProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves when saved; the text is then cleared. On an error the text stays as typed. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Told whether the box holds text not yet saved, so the page can ask before it is left. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The box a comment is written or edited in. Submit is disabled while sending, so a double
 * click cannot post twice; a failure keeps the text and says why.
 */
export function CommentEditor({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  onDirtyChange,
}: CommentEditorProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const dirty = text !== initial;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // An editor that goes away (saved, cancelled) no longer holds anything unsaved.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending || text.trim().length === 0) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(text);
      setText('');
      // The button is disabled once the box is empty: keep the keyboard in the box, not lost;
      // unless the person has moved on while the comment was saving (to the approval's notes,
      // say), where what they type next must stay.
      const focused = document.activeElement;
      if (!focused || focused === document.body || form.current?.contains(focused)) box.current?.focus();
    } catch (failure) {
      setError(messageOf(failure as Error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          ref={box}
          label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          description={t`Mention someone on the request with @ and their full name.`}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(i18n, error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={sending || text.trim().length === 0} loading={sending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
