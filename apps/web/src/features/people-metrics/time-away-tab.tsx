import { Text } from '@mantine/core';
import { EMPTY_TEXT } from '../../components/data-table/table-rows';

/** The Time Away tab (spec §2): built on its own; this stand-in keeps the page whole until then. */
export default function TimeAwayTab() {
  return <Text c="dimmed">{EMPTY_TEXT}</Text>;
}
