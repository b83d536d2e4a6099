import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommentEntry, TimelineEntry } from '@portico/domain/requests/comments/timeline';
import type { FieldChange } from '@portico/domain/requests/request-field-changes';
import { formatDateTime } from '../../../../lib/format';
import { formatApprovalState, formatPriority, formatRequestStatus } from '../../../../lib/request-labels';
import { APPROVAL_STEP_MESSAGES } from '../approval-labels';
import { formatProjectType, REQUEST_FIELD_MESSAGES, YES_NO } from '../../request-field-labels';
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
  const { t } = useLingui();
  const author = entry.author ?? t`Someone`;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        <When at={entry.at} />
        {entry.editedAt && (
          <Text size="xs" c="dimmed">
            <Trans>(edited)</Trans>
          </Text>
        )}
        {entry.canEdit && onEdit && !editing && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t`Edit comment by ${author}`}
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
            aria-label={t`Delete comment by ${author}`}
            onClick={() => onRemove(entry)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      {entry.removed || entry.body === null ? (
        <Text size="sm" fs="italic" c="dimmed">
          {/* The domain's COMMENT_REMOVED_TEXT, in the reader's language. */}
          <Trans>comment removed</Trans>
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

const NO_VALUE = msg`(none)`;

/** A changed field's value as it read; yes and no, a priority and a project type in the reader's language. */
function valueText(i18n: I18n, field: FieldChange['field'], value: string | null): string {
  if (value === null) return i18n._(NO_VALUE);
  if (field === 'onBehalf' && (value === 'Yes' || value === 'No')) return i18n._(YES_NO[value]);
  if (field === 'priority') return formatPriority(value);
  if (field === 'projectType') return formatProjectType(i18n, value) ?? value;
  return value;
}

/** An edit: who changed the request, then each field from and to what it read. */
function EditItem({ entry }: { entry: EditEntry }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const actor = entry.actor;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {actor ? t`Edited by ${actor}` : t`Edited`}
        </Text>
        <When at={entry.at} />
      </Group>
      <Stack component="ul" gap={2} m={0} pl="md">
        {entry.changes.map((change) => {
          const label = i18n._(REQUEST_FIELD_MESSAGES[change.field]);
          const from = valueText(i18n, change.field, change.from);
          const to = valueText(i18n, change.field, change.to);
          return (
            <Text component="li" key={change.field} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {t`${label}: ${from} → ${to}`}
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}

function EventLine({ entry }: { entry: Exclude<TimelineEntry, CommentEntry | EditEntry> }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const actor = entry.actor;
  let text: string;
  if (entry.kind === 'status') {
    const to = formatRequestStatus(entry.to);
    if (entry.from === null) {
      text = actor ? t`Submitted: ${to} by ${actor}` : t`Submitted: ${to}`;
    } else {
      const from = formatRequestStatus(entry.from);
      text = actor
        ? t`Status changed from ${from} to ${to} by ${actor}`
        : t`Status changed from ${from} to ${to}`;
    }
  } else {
    const step = i18n._(APPROVAL_STEP_MESSAGES[entry.step]);
    const state = formatApprovalState(entry.status);
    text = actor ? t`${step}: ${state} by ${actor}` : t`${step}: ${state}`;
  }
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {text}
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
  const { t } = useLingui();
  if (items.length === 0)
    return (
      <Text c="dimmed">
        <Trans>Nothing has happened yet.</Trans>
      </Text>
    );
  return (
    <Stack component="ol" gap="md" aria-label={t`Activity`} m={0} p={0} style={{ listStyle: 'none' }}>
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
