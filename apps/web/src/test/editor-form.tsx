import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { addDays } from '@portico/domain/calendar/site-calendar';
import { dayIn } from '../lib/format';
import { renderAt } from './render';

/**
 * The person's today moved by `days`, as the forms' date fields hold it ('YYYY-MM-DD'): the
 * browser's day, as the forms read it while no signed-in person (and so no site) is known.
 */
export const inDays = (days: number): string => addDays(dayIn(undefined), days);

/** The props every editor form of a create/edit page takes (the forecast and news forms). */
export interface EditorFormProps<State, Input> {
  mode: 'new' | 'edit';
  defaultValues: State;
  saving: boolean;
  serverError: Error | null;
  onSubmit: (input: Input, allowLeaving: () => void) => void;
  onCancel: () => void;
}

/**
 * Renders an editor form as its page would, idle and without a server error, and answers the
 * spy its submit calls with and a user to drive it.
 */
export function renderEditorForm<State, Input>(
  Form: ComponentType<EditorFormProps<State, Input>>,
  defaultValues: State,
  mode: 'new' | 'edit' = 'new',
) {
  const onSubmit = vi.fn<(input: Input, allowLeaving: () => void) => void>();
  renderAt(
    <Form
      mode={mode}
      defaultValues={defaultValues}
      saving={false}
      serverError={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}
