import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { APPROVAL_STEP_LABELS } from '@portico/domain/requests/approval-steps';
import { COMMENT_REMOVED_TEXT } from '@portico/domain/requests/comments/comment-rules';
import type { CommentEntry, TimelineEntry } from '@portico/domain/requests/comments/timeline';
import { REQUEST_FIELD_LABELS } from '@portico/domain/requests/request-field-changes';
import { formatDateTime } from '../../../../lib/format';
import { CommentBody } from './comment-body';

interface RequestTimelineProps {
  items: readonly TimelineEntry[];
  /** The comment being edited, shown by `renderEditor` in place of its text. */
  editingId?: string | null;
  renderEditor?: (entry: CommentEntry) => React.ReactNode;
  onEdit?: (entry: CommentEntry) => void;
  onRemove?: (entry: CommentEntry) => void;
}

function When({ at }: { at: string }) {
  return (
    <Text component="time" dateTime={at} size="xs" c="dimmed">
      {formatDateTime(at)}
    </Text>
  );
}

function CommentItem({
  entry,
  editing,
  renderEditor,
  onEdit,
  onRemove,
}: {
  entry: CommentEntry;
  editing: boolean;
  renderEditor?: RequestTimelineProps['renderEditor'];
  onEdit?: RequestTimelineProps['onEdit'];
  onRemove?: RequestTimelineProps['onRemove'];
}) {
  const author = entry.author ?? 'Someone';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        <When at={entry.at} />
        {entry.editedAt && (
          <Text size="xs" c="dimmed">
            (edited)
          </Text>
        )}
        {entry.canEdit && onEdit && !editing && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Edit comment by ${author}`}
            onClick={() => onEdit(entry)}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        )}
        {entry.canRemove && onRemove && !editing && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="sm"
            aria-label={`Delete comment by ${author}`}
            onClick={() => onRemove(entry)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      {entry.removed || entry.body === null ? (
        <Text size="sm" fs="italic" c="dimmed">
          {COMMENT_REMOVED_TEXT}
        </Text>
      ) : editing && renderEditor ? (
        renderEditor(entry)
      ) : (
        <CommentBody text={entry.body} />
      )}
    </Stack>
  );
}

type EditEntry = Extract<TimelineEntry, { kind: 'edit' }>;

const NO_VALUE = '(none)';

/** An edit: who changed the request, then each field from and to what it read. */
function EditItem({ entry }: { entry: EditEntry }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Edited{entry.actor ? ` by ${entry.actor}` : ''}
        </Text>
        <When at={entry.at} />
      </Group>
      <Stack component="ul" gap={2} m={0} pl="md">
        {entry.changes.map((change) => (
          <Text component="li" key={change.field} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {REQUEST_FIELD_LABELS[change.field]}: {change.from ?? NO_VALUE} → {change.to ?? NO_VALUE}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function EventLine({ entry }: { entry: Exclude<TimelineEntry, CommentEntry | EditEntry> }) {
  const text =
    entry.kind === 'status'
      ? entry.from === null
        ? `Submitted: ${entry.to}`
        : `Status changed from ${entry.from} to ${entry.to}`
      : `${APPROVAL_STEP_LABELS[entry.step]}: ${entry.status}`;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {text}
          {entry.actor ? ` by ${entry.actor}` : ''}
        </Text>
        <When at={entry.at} />
      </Group>
      {entry.kind === 'decision' && entry.notes && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.notes}
        </Text>
      )}
    </Stack>
  );
}

/** Comments, approval decisions, status changes and edits as one list, newest last. */
export function RequestTimeline({
  items,
  editingId = null,
  renderEditor,
  onEdit,
  onRemove,
}: RequestTimelineProps) {
  if (items.length === 0) return <Text c="dimmed">Nothing has happened yet.</Text>;
  return (
    <Stack component="ol" gap="md" aria-label="Activity" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          {entry.kind === 'comment' ? (
            <CommentItem
              entry={entry}
              editing={entry.id === editingId}
              renderEditor={renderEditor}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ) : entry.kind === 'edit' ? (
            <EditItem entry={entry} />
          ) : (
            <EventLine entry={entry} />
          )}
        </li>
      ))}
    </Stack>
  );
}
