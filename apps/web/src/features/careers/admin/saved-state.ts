import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const JOB_OPENINGS_ADMIN_PATH = '/admin/careers';

/** Router state the editor leaves when it saved an opening and went back to the list. */
export interface SavedState {
  saved: string;
}

const savedFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as SavedState).saved === 'string'
    ? (state as SavedState).saved
    : null;

/**
 * The list's success message: what the editor saved (from the router state), or what was
 * deleted on the list itself. The router state is cleared once read, so a reload or Back does
 * not say it again.
 */
export function useSavedFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromEditor = savedFrom(location.state);
  const [message, setMessage] = useState<string | null>(fromEditor);
  useEffect(() => {
    // The list mounts afresh after the editor, so the first state above already holds it.
    if (!fromEditor) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromEditor, location.pathname, location.search, navigate]);
  return { message, setMessage };
}
