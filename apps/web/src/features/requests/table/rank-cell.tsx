import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { rankSchema } from '@portico/domain/requests/request-schemas';
import { isApiError } from '../../../lib/api-client';
import { useUpdateRank } from '../api/update-rank';

interface RankCellProps {
  row: RequestRow;
  /** Admins rank approved projects (spec §6); everyone else sees the number only. */
  editable: boolean;
}

/**
 * The ranking list's Rank cell (spec §2): double click turns it into an input that takes digits
 * only; Enter saves (an empty cell clears the rank), Escape cancels. Ranks are unique: the
 * server moves the projects in the way down, and the refreshed list shows where they went. Keyboard users reach the same input with Enter or Space.
 */
export function RankCell({ row, editable }: RankCellProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateRank();
  const shown = row.rank === null ? '' : String(row.rank);
  const cellRef = useRef<HTMLButtonElement>(null);
  // After Enter or Escape the keyboard stays on the cell; after a click elsewhere it does not.
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      cellRef.current?.focus();
    }
  }, [editing]);

  if (!editable) {
    return <Text size="sm">{shown || '—'}</Text>;
  }

  const start = () => {
    setDraft(shown);
    setProblem(null);
    update.reset();
    setEditing(true);
  };
  const cancel = (keepFocus = false) => {
    refocus.current = keepFocus;
    setEditing(false);
    setProblem(null);
  };
  const save = () => {
    // An emptied cell clears the rank; the server moves no one else.
    const parsed = rankSchema.safeParse({ rank: draft.trim() === '' ? null : draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Digits only');
      return;
    }
    update.mutate(
      { id: row.id, rank: parsed.data.rank },
      {
        onSuccess: () => {
          refocus.current = true;
          setEditing(false);
        },
        onError: (error) => setProblem(isApiError(error) ? (error.detail ?? error.title) : error.message),
      },
    );
  };

  if (editing) {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        cancel(true);
      }
    };
    return (
      <TextInput
        size="xs"
        w={110}
        autoFocus
        inputMode="numeric"
        aria-label={`Rank of ${row.displayName}`}
        description="Enter to save (empty clears), Escape to cancel"
        value={draft}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setDraft(value);
          setProblem(/^\d*$/.test(value.trim()) ? null : 'Digits only');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!update.isPending) cancel();
        }}
        error={problem}
        disabled={update.isPending}
      />
    );
  }

  // Mouse users double-click; a keyboard or assistive-technology "click" (detail 0) also edits.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) start();
  };
  return (
    <UnstyledButton
      ref={cellRef}
      onDoubleClick={start}
      onClick={onClick}
      aria-label={`Rank ${shown || 'not set'} of ${row.displayName}. Press Enter to edit`}
      title="Double-click to edit the rank"
      px={6}
      py={2}
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px dashed var(--mantine-color-gray-5)' }}
    >
      <Group gap={4} miw={40}>
        <Text size="sm">{shown || '—'}</Text>
      </Group>
    </UnstyledButton>
  );
}
