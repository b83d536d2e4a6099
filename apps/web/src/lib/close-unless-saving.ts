/** The part of a TanStack Query mutation a form modal's close needs. */
interface Saving {
  isPending: boolean;
  reset: () => void;
}

/**
 * A form modal's close (×, Escape, Cancel): while its save is in flight it does nothing, so the
 * answer has a form to land in and nothing is saved behind a closed modal; otherwise it forgets
 * the last save's error, so the next opening starts clean, and closes.
 */
export const closeUnlessSaving = (save: Saving, onClose: () => void) => () => {
  if (save.isPending) return;
  save.reset();
  onClose();
};
