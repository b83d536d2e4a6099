import type { ReactNode } from 'react';
import { Box, Center, Paper } from '@mantine/core';
import classes from './centered-panel.module.css';

interface CenteredPanelProps {
  children: ReactNode;
  /** Shown under the panel, outside the main landmark (e.g. the copyright line). */
  footer?: ReactNode;
  maxWidth?: number;
}

/** The frame of the screens outside the signed-in layout: login, loading, unknown user. */
export function CenteredPanel({ children, footer, maxWidth = 440 }: CenteredPanelProps) {
  return (
    <Box className={classes.page}>
      <Center component="main" className={classes.main} px="md">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder w="100%" maw={maxWidth}>
          {children}
        </Paper>
      </Center>
      {footer ? (
        <Box component="footer" className={classes.footer} py="md" px="md">
          {footer}
        </Box>
      ) : null}
    </Box>
  );
}
