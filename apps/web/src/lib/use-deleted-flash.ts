import { useFlash } from './use-flash';

/**
 * The 'Deleted!' alert of a list page: for a record deleted from the list itself, or from its
 * detail page, which navigates here with the record's name (`flashState(name)`).
 */
export function useDeletedFlash() {
  const flash = useFlash();
  return {
    deletedName: flash.message,
    onDeleted: (target: { displayName: string }) => flash.say(target.displayName),
    dismiss: flash.dismiss,
  };
}
