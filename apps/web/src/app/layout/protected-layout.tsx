import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';

/** The route element of every signed-in screen: the session check, then the layout. */
export function ProtectedLayout() {
  return <RequireSession>{(me) => <AppLayout me={me} />}</RequireSession>;
}
