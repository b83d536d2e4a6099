import { useEffect, useId } from 'react';
import { Button, Checkbox, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TooltipRenderProps } from 'react-joyride';
import { useOptOut } from './opt-out-context';
import { shownText, type TourStop } from './tour-step';

/** A tour step drawn with the portal's own components, with the spec's opt-out checkbox. */
export function TourTooltip({
  step,
  index,
  size,
  isLastStep,
  backProps,
  primaryProps,
  closeProps,
  tooltipProps,
  controls,
}: TooltipRenderProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const stop = step.data as TourStop | undefined;
  const { optedOut, setOptedOut } = useOptOut();
  const stepNumber = index + 1;
  const titleId = useId();
  // Escape ends the tour wherever the focus is: the tooltip takes focus only after it fades in.
  const skip = controls.skip;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip('button_close');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [skip]);
  return (
    <Paper {...tooltipProps} aria-labelledby={titleId} shadow="md" p="md" radius="md" withBorder maw={360}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {stop ? shownText(i18n, stop.title) : step.title}
        </Title>
        <CloseButton
          aria-label={t`Close the tour`}
          data-action={closeProps['data-action']}
          onClick={closeProps.onClick}
        />
      </Group>
      <Text size="sm" mt="xs">
        {stop ? shownText(i18n, stop.content) : step.content}
      </Text>
      <Checkbox
        mt="md"
        size="sm"
        label={t`Don't show this tour again!`}
        checked={optedOut}
        onChange={(event) => setOptedOut(event.currentTarget.checked)}
      />
      <Group justify="space-between" mt="md">
        <Text size="xs" c="dimmed">
          <Trans>
            {stepNumber} of {size}
          </Trans>
        </Text>
        <Group gap="xs">
          {index > 0 && (
            <Button
              variant="default"
              size="xs"
              data-action={backProps['data-action']}
              onClick={backProps.onClick}
            >
              <Trans>Back</Trans>
            </Button>
          )}
          <Button size="xs" data-action={primaryProps['data-action']} onClick={primaryProps.onClick}>
            {isLastStep ? t`Done` : t`Next`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
