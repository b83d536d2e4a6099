import { useEffect } from 'react';
import type { Me } from '@portico/domain/identity/me';
import { useSaveLanguage } from '../../lib/api/save-language';
import { activateLanguage, activeLanguage } from '../../lib/i18n';

/**
 * The signed-in person reads the portal in their own language, whatever this browser chose
 * before; someone who never chose keeps the one the portal started in, stored as theirs.
 */
export function usePersonsLanguage(me: Me) {
  const save = useSaveLanguage();
  useEffect(() => {
    if (me.language === null) void save(activeLanguage()).catch(() => undefined);
    else if (me.language !== activeLanguage()) void activateLanguage(me.language);
  }, [me.language, save]);
}
