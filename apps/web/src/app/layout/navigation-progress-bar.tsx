import { Progress } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The bar itself: Mantine's Progress, labelled on its section (the progressbar). */
export default function NavigationProgressBar() {
  const { t } = useLingui();
  return (
    <Progress.Root size="xs" radius={0} pos="fixed" top={64} left={0} right={0} style={{ zIndex: 150 }}>
      {/* The label belongs on the section, which is the progressbar; the root is a plain box. */}
      <Progress.Section value={100} animated aria-label={t`Loading page`} />
    </Progress.Root>
  );
}
