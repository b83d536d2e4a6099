import { useState, type ComponentProps } from 'react';
import { DateInput } from '@mantine/dates';

/**
 * Mantine's DateInput for the desk's side panel. Escape closes its calendar and nothing else:
 * the drawer listens for Escape on the window (capture phase) and skips a key whose target
 * carries `data-mantine-stop-propagation`, as Mantine's own Select does while its list is open.
 */
export function DeskDateInput(props: ComponentProps<typeof DateInput>) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { popoverProps } = props;
  return (
    <DateInput
      placeholder="Pick a date"
      valueFormat="MMMM D, YYYY"
      clearable
      {...props}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
