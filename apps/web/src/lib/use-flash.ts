import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Router state a page leaves when it did something and moved on (an editor saved, a detail page
 * deleted its record): the message the next page says. `navigate(to, { state: flashState(…) })`.
 */
export interface FlashState {
  flash: string;
}

export const flashState = (message: string): FlashState => ({ flash: message });

const flashFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as FlashState).flash === 'string'
    ? (state as FlashState).flash
    : null;

/**
 * What a page has to say: what happened here (`say`), or what the page before did, carried in
 * the router state. The router state is cleared as soon as it is read, so a reload or Back does
 * not say it again.
 */
export function useFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromElsewhere = flashFrom(location.state);
  const [message, setMessage] = useState<string | null>(fromElsewhere);
  // A page already showing that is sent a new message (React's "adjust state while rendering").
  const [received, setReceived] = useState(fromElsewhere);
  if (fromElsewhere !== received) {
    setReceived(fromElsewhere);
    if (fromElsewhere) setMessage(fromElsewhere);
  }

  useEffect(() => {
    if (!fromElsewhere) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromElsewhere, location.pathname, location.search, navigate]);

  return { message, say: setMessage, dismiss: () => setMessage(null) };
}
