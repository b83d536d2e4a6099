import { useCallback, useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommentEntry } from '@portico/domain/requests/comments/timeline';
import { ConfirmDeleteModal } from '../../../../components/confirm-delete-modal';
import { UnsavedChangesPrompt } from '../../../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes/use-unsaved-changes-guard';
import { useAddComment, useEditComment, useRemoveComment, useTimeline } from '../../api/request-comments';
import { OopsDialog } from '../../oops-dialog';
import { CommentEditor } from './comment-editor';
import { RequestTimeline } from './request-timeline';

/**
 * The request's conversation (decision 046): its timeline and, for those who may write, a
 * comment box. The author may edit a comment for 10 minutes and remove it after confirming.
 */
export function RequestActivitySection({ requestId, status }: { requestId: string; status: string }) {
  const { t } = useLingui();
  const timeline = useTimeline(requestId, status);
  const add = useAddComment(requestId);
  const edit = useEditComment(requestId);
  const remove = useRemoveComment(requestId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CommentEntry | null>(null);
  // Nothing typed is lost (decision 015): a comment or an edit not yet saved asks before leaving.
  const [newDirty, setNewDirty] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  const guard = useUnsavedChangesGuard(newDirty || editDirty);
  const onNewDirty = useCallback((dirty: boolean) => setNewDirty(dirty), []);
  const onEditDirty = useCallback((dirty: boolean) => setEditDirty(dirty), []);

  return (
    <Card component="section" aria-labelledby="activity-heading" padding="lg">
      <Title order={2} fz="h3" id="activity-heading" mb="md">
        <Trans>Activity</Trans>
      </Title>
      <Stack gap="lg">
        {timeline.isPending && (
          <Text c="dimmed">
            <Trans>Loading the activity…</Trans>
          </Text>
        )}
        {timeline.isError && (
          <Text c="red.9">
            <Trans>The activity could not be loaded.</Trans>
          </Text>
        )}
        {timeline.data && (
          <RequestTimeline
            items={timeline.data.items}
            editingId={editingId}
            onEdit={(entry) => setEditingId(entry.id)}
            onRemove={setRemoving}
            renderEditor={(entry) => (
              <CommentEditor
                label={t`Edit comment`}
                submitLabel={t`Save`}
                initial={entry.body ?? ''}
                onSubmit={async (body) => {
                  await edit.mutateAsync({ id: entry.id, body });
                  setEditingId(null);
                }}
                onCancel={() => setEditingId(null)}
                onDirtyChange={onEditDirty}
              />
            )}
          />
        )}
        {timeline.data?.canComment && (
          <CommentEditor
            label={t`Add a comment`}
            submitLabel={t({ context: 'button', message: 'Comment' })}
            onSubmit={(body) => add.mutateAsync(body)}
            onDirtyChange={onNewDirty}
          />
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={removing !== null}
        deleting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
      <OopsDialog error={remove.error} onClose={() => remove.reset()} />
      <UnsavedChangesPrompt guard={guard} />
    </Card>
  );
}
