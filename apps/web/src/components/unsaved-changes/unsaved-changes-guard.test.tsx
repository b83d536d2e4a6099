import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { UNSAVED_CHANGES_TITLE, UnsavedChangesPrompt } from './unsaved-changes-prompt';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { unloadIsAsked } from '../../test/unload';

/** A form that is dirty once something is typed, and saves by going on to /saved. */
function DraftForm() {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <TextInput label="Title" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button
        onClick={() => {
          guard.allowLeaving();
          void navigate('/saved');
        }}
      >
        Save
      </Button>
      <Link to="/form?tab=2">Same page, other view</Link>
      <UnsavedChangesPrompt guard={guard} />
    </>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/elsewhere">Sidebar link</Link>
      </nav>
      <Outlet />
      <LocationProbe />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/form', element: <DraftForm /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/saved', element: <p>Saved</p> },
    ],
  },
];

const location = () => screen.getByRole('status', { name: 'location' });

function renderForm() {
  const view = renderRoutes(routes, '/elsewhere');
  void view.router.navigate('/form');
  return { ...view, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('leaving a form with unsaved changes', () => {
  it('leaves a form without changes at once', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('link', { name: 'Sidebar link' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a sidebar link leaves, and Stay keeps the changes', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Sidebar link' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
  });

  it('leaves when the person chooses to', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Sidebar link' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks before Back leaves', async () => {
    const { user, router } = renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    void router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/form');
  });

  it('does not ask for a change of view on the same page', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Same page, other view' }));
    await waitFor(() => expect(location()).toHaveTextContent('/form?tab=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask once the changes are saved', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks the browser's own question before the tab closes, only while there are changes", async () => {
    const { user } = renderForm();
    const title = await screen.findByLabelText('Title');
    const unload = unloadIsAsked;
    expect(unload()).toBe(false);
    await user.type(title, 'Draft');
    expect(unload()).toBe(true);
    await user.clear(title);
    expect(unload()).toBe(false);
  });
});
