import { useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything every screen relies on: the theme, the reader's language (nothing renders before
 * its catalogue has arrived, src/lib/i18n.ts) and the server-state cache.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // All theme variables are written by the provider, none from a style sheet
      // (app/mantine-styles.ts): it keeps about 4 KB of CSS out of the first load.
      deduplicateCssVariables={false}
    >
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
