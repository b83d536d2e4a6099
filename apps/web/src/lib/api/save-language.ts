import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@portico/domain/identity/me';
import type { Language } from '@portico/domain/language/languages';
import { api } from '../api-client';
import { meQueryKey } from './get-me';

/**
 * Stores the person's language (`PUT /api/me/language`), which the server renders what it
 * sends them in; the header's switch and the profile's choice both keep it with this. What the
 * server has already answered is then asked again: notifications are written, and lists of
 * bilingual items sorted, in the reader's language.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) =>
      api.put('/api/me/language', { language }).then(() => {
        queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, language } : me));
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== meQueryKey[0] });
      }),
    [queryClient],
  );
}
