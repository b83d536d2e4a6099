import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@portico/domain/identity/me';
import type { Language } from '@portico/domain/language/languages';
import { api } from '../../lib/api-client';
import { meQueryKey } from '../../lib/api/get-me';
import { activateLanguage, activeLanguage } from '../../lib/i18n';

/** Stores the person's language, which the server renders what it sends them in. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) =>
      void api
        .put('/api/me/language', { language })
        .then(() => queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, language } : me))),
    [queryClient],
  );
}

/**
 * The signed-in person reads the portal in their own language, whatever this browser chose
 * before; someone who never chose keeps the one the portal started in, stored as theirs.
 */
export function usePersonsLanguage(me: Me) {
  const save = useSaveLanguage();
  useEffect(() => {
    if (me.language === null) save(activeLanguage());
    else if (me.language !== activeLanguage()) void activateLanguage(me.language);
  }, [me.language, save]);
}
