import { useMemo, useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, themeIn } from './theme';

/**
 * Everything every screen relies on: the theme, the reader's language (nothing renders before
 * its catalogue has arrived, src/lib/i18n.ts) and the server-state cache.
 */
export function AppProviders({
  children,
  queryClient,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' in unit tests: jsdom has no layout, so Mantine's transitions and its hiding of a
   *  dropdown whose target looks off screen would make menus vanish at random there. */
  env?: MantineProviderProps['env'];
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedProviders queryClient={queryClient} env={env}>
        {children}
      </ThemedProviders>
    </I18nProvider>
  );
}

const CLOSE = msg`Close`;

function ThemedProviders({
  children,
  queryClient: given,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  env?: MantineProviderProps['env'];
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { _: translate } = useLingui();
  const theme = useMemo(() => themeIn(translate(CLOSE)), [translate]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
      // All theme variables are written by the provider, none from a style sheet
      // (app/mantine-styles.ts): it keeps about 4 KB of CSS out of the first load.
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
