import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar while the next page's code downloads, so a slow network does not look frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label="Loading page"
      pos="fixed"
      top={64}
      left={0}
      right={0}
      style={{ zIndex: 150 }}
    />
  );
}
