import { Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { ActivityList } from './ActivityList';
import { AttentionFigures } from './AttentionFigures';
import { loadActivity, loadAttention, loadPurses, loadStock } from './home-data';
import { PurseSummary } from './PurseSummary';
import { SectionCard } from './SectionCard';
import { StockTable } from './StockTable';
import { useReachable } from './use-reachable';
import { useSection } from './use-section';

/**
 * `views/Business/Home` (business.md §11): what needs attention, stock per warehouse, the purse and
 * recent activity. Every figure links to the list filtered to exactly what it counts.
 */
export default function Home() {
  const { t } = useTranslate();
  const role = useBusinessRole() ?? 'customer';
  const reachable = useReachable();
  const attention = useSection(['attention', role], () => loadAttention(role));
  const stock = useSection(['stock'], loadStock);
  // a user whose role sees no money (a customer's orders role) has no purse page, and no purse here
  const seesPurse = reachable('/finance/purse');
  const purses = useSection(['purses'], loadPurses, seesPurse);
  const activity = useSection(['activity'], loadActivity);
  const rechargeTo = '/finance/recharge/add';
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('business.home.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('business.home.intro')}
        </Text>
      </Stack>
      <SectionCard title={t('business.home.attention')} section={attention}>
        {(groups) => <AttentionFigures groups={groups} />}
      </SectionCard>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionCard title={t('business.home.stock')} section={stock}>
            {(rows) => <StockTable rows={rows} />}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {seesPurse ? (
              <SectionCard
                title={t('business.home.purse')}
                section={purses}
                extra={
                  role === 'customer' &&
                  reachable(rechargeTo) && (
                    <Button
                      component="a"
                      href={`#${rechargeTo}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconCreditCard size={14} />}
                    >
                      {t('business.home.recharge')}
                    </Button>
                  )
                }
              >
                {(totals) => <PurseSummary purses={totals} operator={role === 'operator'} />}
              </SectionCard>
            ) : null}
            <SectionCard title={t('business.home.activity')} section={activity}>
              {(items) => <ActivityList items={items} />}
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
