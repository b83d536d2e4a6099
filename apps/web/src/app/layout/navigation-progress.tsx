import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar while the next page's code downloads, so a slow network does not look frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress.Root size="xs" radius={0} pos="fixed" top={64} left={0} right={0} style={{ zIndex: 150 }}>
      {/* The label belongs on the section, which is the progressbar; the root is a plain box. */}
      <Progress.Section value={100} animated aria-label="Loading page" />
    </Progress.Root>
  );
}
