import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors, useServerErrors } from './use-server-errors';

interface ContactForm {
  subject: string;
  message: string;
}
const LABELS: Record<keyof ContactForm, string> = { subject: 'Subject', message: 'Message' };

const problem = (errors?: Record<string, string[]>) =>
  new ApiError({ status: 400, title: 'Some fields need attention', errors });

function renderForm(initialError: unknown) {
  return renderHook(
    ({ error }: { error: unknown }) => {
      const form = useForm<ContactForm>({ defaultValues: { subject: '', message: '' } });
      useServerErrors(error, form.setError, LABELS);
      // Reading the errors while rendering subscribes to them, as a field of the form does.
      return { errors: form.formState.errors };
    },
    { initialProps: { error: initialError } },
  );
}

describe('useServerErrors: the server’s field errors mark the form’s fields', () => {
  it('puts the first message of each known field on that field', () => {
    const { result } = renderForm(
      problem({ subject: ['Must be 250 characters or less', 'Second'], message: ['Required'] }),
    );
    expect(result.current.errors.subject).toMatchObject({
      type: 'server',
      message: 'Must be 250 characters or less',
    });
    expect(result.current.errors.message?.message).toBe('Required');
  });

  it('leaves keys the form does not have to the alert', () => {
    const { result } = renderForm(problem({ neededBy: ['Required'], subject: ['Required'] }));
    expect(Object.keys(result.current.errors)).toEqual(['subject']);
  });

  it('marks nothing for errors without field errors, other errors, or none', () => {
    for (const error of [problem(), new Error('offline'), null, { errors: { subject: ['x'] } }]) {
      const { result } = renderForm(error);
      expect(result.current.errors).toEqual({});
    }
  });

  it('marks the fields again when a later save fails', () => {
    const { result, rerender } = renderForm(null);
    expect(result.current.errors).toEqual({});
    act(() => rerender({ error: problem({ message: ['Required'] }) }));
    expect(result.current.errors.message?.message).toBe('Required');
  });
});

describe('serverFieldErrors', () => {
  it('lists field and message pairs in the order the server gave them', () => {
    expect(
      serverFieldErrors<ContactForm>(problem({ message: ['Required'], subject: ['Too long'] }), LABELS),
    ).toEqual([
      ['message', 'Required'],
      ['subject', 'Too long'],
    ]);
  });
});
