import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { rankSchema } from '@portico/domain/requests/request-schemas';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../messages/translate-message';
import { useUpdateRank } from '../api/update-rank';
import classes from './rank-cell.module.css';

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
  const { i18n, t } = useLingui();
  const displayName = row.displayName;
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
      setProblem(parsed.error.issues[0]?.message ?? t`Digits only`);
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
        aria-label={t`Rank of ${displayName}`}
        description={t`Enter to save (empty clears), Escape to cancel`}
        value={draft}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setDraft(value);
          setProblem(/^\d*$/.test(value.trim()) ? null : t`Digits only`);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!update.isPending) cancel();
        }}
        // The schema's and the server's messages are English; shown in the reader's language.
        error={problem === null ? null : translateMessage(i18n, problem)}
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
      aria-label={
        shown
          ? t`Rank ${shown} of ${displayName}. Press Enter to edit`
          : t`Rank not set of ${displayName}. Press Enter to edit`
      }
      title={t`Double-click to edit the rank`}
      px={6}
      py={2}
      className={classes.rankButton}
    >
      <Group gap={4} miw={40}>
        <Text size="sm">{shown || '—'}</Text>
      </Group>
    </UnstyledButton>
  );
}
