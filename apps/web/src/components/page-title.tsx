import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PORTAL_NAME } from '../lib/portal-name';

interface PageTitleProps {
  title: string;
  /** Actions shown on the title's line, such as an Edit button. */
  actions?: ReactNode;
  /** The title's language, when it is content in a language not the page's (decision 065). */
  lang?: string | undefined;
}

/** The page's single h1; it also names the browser tab. */
export function PageTitle({ title, actions, lang }: PageTitleProps) {
  useDocumentTitle(`${title} · ${PORTAL_NAME}`);
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} lang={lang}>
        {title}
      </Title>
      {actions}
    </Group>
  );
}
