import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import { canZoomIn, canZoomOut, zoomIn, zoomLabel, zoomOut } from '@portico/domain/org-charts/zoom';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useReactFlow, useStore } from '@xyflow/react';

/**
 * Spec §2: zoom out, reset and zoom in, in steps of 0.1 between 0.2 and 2, with the zoom shown
 * as a percentage. Steps are instant, so a quick second click starts from where the first
 * ended, never from halfway through an animation.
 */
export function ZoomControls({ onReset }: { onReset: () => void }) {
  const { t } = useLingui();
  const { zoomTo } = useReactFlow();
  const initial = zoomLabel(ORG_CHART.initialZoom);
  const zoom = useStore((state) => state.transform[2]);
  return (
    <Group gap={6} role="group" aria-label={t`Zoom`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Zoom out`}
        disabled={!canZoomOut(zoom)}
        onClick={() => void zoomTo(zoomOut(zoom))}
      >
        <IconZoomOut size={18} aria-hidden="true" />
      </ActionIcon>
      <Button
        variant="default"
        leftSection={<IconZoomReset size={18} aria-hidden="true" />}
        onClick={onReset}
        aria-label={t`Reset zoom`}
        title={t`Back to ${initial}, the leader on top`}
      >
        <Trans>Reset</Trans>
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Zoom in`}
        disabled={!canZoomIn(zoom)}
        onClick={() => void zoomTo(zoomIn(zoom))}
      >
        <IconZoomIn size={18} aria-hidden="true" />
      </ActionIcon>
      <Text component="output" aria-label={t`Zoom level`} size="sm" fw={600} miw="3.5em" ta="center">
        {zoomLabel(zoom)}
      </Text>
    </Group>
  );
}
