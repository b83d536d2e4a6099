import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Router state a page leaves when it deleted a record (a request, a forecast) and moved to its list. */
export interface DeletedState {
  deleted: string;
}

const deletedFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as DeletedState).deleted === 'string'
    ? (state as DeletedState).deleted
    : null;

/**
 * The 'Deleted!' alert of a list page: for a record deleted from the list itself, or from its
 * detail page, which navigates here with the name in the router state.
 */
export function useDeletedFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const [deletedHere, setDeletedHere] = useState<string | null>(null);
  const fromElsewhere = deletedFrom(location.state);

  return {
    deletedName: deletedHere ?? fromElsewhere,
    onDeleted: (target: { displayName: string }) => setDeletedHere(target.displayName),
    dismiss: () => {
      setDeletedHere(null);
      if (fromElsewhere) {
        void navigate(
          { pathname: location.pathname, search: location.search },
          { replace: true, state: null },
        );
      }
    },
  };
}
