import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SuccessAlert } from '../../components/success-alert';

/** Router state a Wall of Wow page leaves when it moves on after a save. */
export interface DoneState {
  done: string;
}

const doneFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as DoneState).done === 'string'
    ? (state as DoneState).done
    : null;

/**
 * The green "it worked" message of a Wall of Wow page: for what happened here (a delete, a new
 * picture), or for the save on the page before, which navigated here with it in the router state.
 */
export function useDoneFlash(title: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [doneHere, setDoneHere] = useState<string | null>(null);
  const fromElsewhere = doneFrom(location.state);
  const message = doneHere ?? fromElsewhere;

  const dismiss = () => {
    setDoneHere(null);
    if (fromElsewhere) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  };

  return {
    say: setDoneHere,
    alert: message ? (
      <SuccessAlert title={title} onClose={dismiss}>
        {message}
      </SuccessAlert>
    ) : null,
  };
}
