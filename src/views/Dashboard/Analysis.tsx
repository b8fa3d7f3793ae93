import { SimpleGrid, Stack } from '@mantine/core';
import { IconCoin, IconMessage, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import {
  getAnalysisTotal,
  getMonthlySales,
  getUserAccessSource,
  getWeeklyUserActivity,
} from '@/api/sample-analysis';
import { useLayout } from '@/app/actor-context';
import { AccessSourcePie } from './AccessSourcePie';
import { LoadError } from './LoadError';
import { MonthlySalesLine } from './MonthlySalesLine';
import { StatCard } from './StatCard';
import { WeeklyActivityLine } from './WeeklyActivityLine';
import { useServerData } from '@/app/use-server-data';

async function loadAnalysis() {
  const [total, accessSource, weekly, monthly] = await Promise.all([
    getAnalysisTotal(),
    getUserAccessSource(),
    getWeeklyUserActivity(),
    getMonthlySales(),
  ]);
  return { total, accessSource, weekly, monthly };
}

const STATS = [
  { key: 'users', Icon: IconUsers },
  { key: 'messages', Icon: IconMessage },
  { key: 'moneys', Icon: IconCoin },
  { key: 'shoppings', Icon: IconShoppingCart },
] as const;

/** The analysis dashboard: four headline figures, where users come from, weekly activity, sales. */
export default function Analysis() {
  const { t } = useTranslate();
  const locale = useLayout((s) => s.context.language);
  const load = useServerData(['analysis'], loadAnalysis);
  const data = load.status === 'loaded' ? load.data : undefined;

  if (load.status === 'failed') {
    return <LoadError titleKey="analysis.loadFailed" message={load.message} onRetry={load.reload} />;
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {STATS.map(({ key, Icon }) => (
          <StatCard
            key={key}
            icon={<Icon size={26} />}
            label={t(`analysis.${key}`)}
            value={data?.total[key]}
            locale={locale}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccessSourcePie items={data?.accessSource} locale={locale} />
        <WeeklyActivityLine items={data?.weekly} locale={locale} />
      </SimpleGrid>
      <MonthlySalesLine items={data?.monthly} locale={locale} />
    </Stack>
  );
}
