import { useFlash } from '../lib/use-flash';
import { SuccessAlert } from './success-alert';

/** `useFlash` shown as the page's green "it worked" alert, titled with the screen's name. */
export function useFlashAlert(title: string) {
  const flash = useFlash();
  return {
    say: flash.say,
    alert: flash.message ? (
      <SuccessAlert title={title} onClose={flash.dismiss}>
        {flash.message}
      </SuccessAlert>
    ) : null,
  };
}
