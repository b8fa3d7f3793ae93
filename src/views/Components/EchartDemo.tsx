import { SimpleGrid } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getMonthlySales, getUserAccessSource, getWeeklyUserActivity } from '@/api/sample-analysis';
import { getRadar } from '@/api/sample-workplace';
import { useLayout } from '@/app/actor-context';
import { AccessSourcePie } from '@/views/Dashboard/AccessSourcePie';
import { LoadError } from '@/views/Dashboard/LoadError';
import { MonthlySalesLine } from '@/views/Dashboard/MonthlySalesLine';
import { RadarCard } from '@/views/Dashboard/RadarCard';
import { useServerData } from '@/app/use-server-data';
import { WeeklyActivityLine } from '@/views/Dashboard/WeeklyActivityLine';
import { DemoPage } from './DemoPage';

async function loadCharts() {
  const [accessSource, weekly, monthly, radar] = await Promise.all([
    getUserAccessSource(),
    getWeeklyUserActivity(),
    getMonthlySales(),
    getRadar(),
  ]);
  return { accessSource, weekly, monthly, radar };
}

/**
 * `/components/echart`: the seed's charts demo (pie, lines, radar) drawn with nivo. It reuses the
 * dashboards' chart cards, so theme, colours and legends stay one implementation.
 */
export default function EchartDemo() {
  const { t } = useTranslate();
  const locale = useLayout((s) => s.context.language);
  const load = useServerData(['echart-demo'], loadCharts);
  const data = load.status === 'loaded' ? load.data : undefined;

  return (
    <DemoPage title={t('router.echart')} description={t('rich.echartDemo.description')}>
      {load.status === 'failed' ? (
        <LoadError titleKey="rich.echartDemo.loadFailed" message={load.message} onRetry={load.reload} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccessSourcePie items={data?.accessSource} locale={locale} />
        <RadarCard items={data?.radar} locale={locale} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WeeklyActivityLine items={data?.weekly} locale={locale} />
        <MonthlySalesLine items={data?.monthly} locale={locale} />
      </SimpleGrid>
    </DemoPage>
  );
}
