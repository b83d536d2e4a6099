import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { OrgChartDepartment } from '@portico/domain/org-charts/org-chart-schema';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useReactFlow } from '@xyflow/react';
import { useState, type RefObject } from 'react';
import { chartPicture, pictureFileName, saveDataUrl } from './chart-picture';
import { ZoomControls } from './zoom-controls';

interface ChartToolbarProps {
  department: OrgChartDepartment;
  container: RefObject<HTMLDivElement | null>;
  onReset: () => void;
}

/** Above the chart: the zoom buttons, and a PNG of the cards as they are shown. */
export function ChartToolbar({ department, container, onReset }: ChartToolbarProps) {
  const flow = useReactFlow();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    const viewport = container.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    setSaving(true);
    setFailed(false);
    try {
      saveDataUrl(await chartPicture(viewport, flow.getNodes()), pictureFileName(department.name));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Group justify="space-between" gap="sm" mb="xs">
        <ZoomControls onReset={onReset} />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={saving}
          onClick={() => void download()}
        >
          <Trans>Download PNG</Trans>
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} mb="xs">
          <Trans>
            The picture could not be made. Try again, or fold some teams to make the chart smaller.
          </Trans>
        </Alert>
      )}
    </>
  );
}
