import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CORPORATE_CHART_TITLES,
  SAMPLE_FIGURES_NOTICE,
  SAMPLE_FIGURES_TITLE,
  SAMPLE_VALUE_LABEL,
  sampleRevenueByMonth,
  sampleRevenueByRegion,
} from '@portico/domain/corporate-metrics/sample-figures';
import { IconInfoCircle } from '@tabler/icons-react';
import { ChartFigures } from '../../components/charts/chart-figures';
import { MetricCard } from '../../components/charts/metric-card';
import { MetricChart } from '../../components/charts/metric-chart';
import { PageTitle } from '../../components/page-title';

const TITLE = 'Corporate Dashboard';

const byMonth = sampleRevenueByMonth();
/** The axes show bare numbers; this line under a card's title says what they count. */
const unit = (
  <Text size="xs" c="dimmed" mb={4}>
    {SAMPLE_VALUE_LABEL}
  </Text>
);
const byRegion = sampleRevenueByRegion();

/**
 * Spec §2 /corporateMetrics, the corporate dashboard with placeholder charts: sample figures
 * (decision 041), said so above the charts, for everyone signed in. Each drawing has its figures
 * as a table beneath it.
 */
export function CorporateMetricsPage() {
  return (
    <>
      <PageTitle title={TITLE} />
      <Alert
        color="yellow"
        variant="light"
        title={SAMPLE_FIGURES_TITLE}
        icon={<IconInfoCircle aria-hidden="true" />}
        // Yellow's own title colour is too pale to read on its light background (WCAG AA).
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        mb="lg"
        data-testid="sample-figures-notice"
      >
        {SAMPLE_FIGURES_NOTICE}
      </Alert>
      <Stack gap="md">
        <MetricCard title={CORPORATE_CHART_TITLES.byMonth}>
          {unit}
          <MetricChart
            kind="line"
            series={SAMPLE_VALUE_LABEL}
            compare={false}
            points={byMonth.map((row) => ({ label: row.name, value: row.value, previous: null }))}
          />
          <ChartFigures
            title={CORPORATE_CHART_TITLES.byMonth}
            nameLabel="Month"
            valueLabel={SAMPLE_VALUE_LABEL}
            rows={byMonth}
          />
        </MetricCard>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <MetricCard title={CORPORATE_CHART_TITLES.byRegion}>
            {unit}
            <MetricChart kind="bar" rows={byRegion} series={SAMPLE_VALUE_LABEL} />
            <ChartFigures
              title={CORPORATE_CHART_TITLES.byRegion}
              nameLabel="Region"
              valueLabel={SAMPLE_VALUE_LABEL}
              rows={byRegion}
            />
          </MetricCard>
          <MetricCard title={CORPORATE_CHART_TITLES.regionShare}>
            <MetricChart kind="donut" rows={byRegion} decimals={0} />
            <ChartFigures
              title={CORPORATE_CHART_TITLES.regionShare}
              nameLabel="Region"
              valueLabel={SAMPLE_VALUE_LABEL}
              rows={byRegion}
              shareDecimals={0}
            />
          </MetricCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}
