import { Grid, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { SkuPicker } from '@/views/Business/shared/SkuPicker';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { RMA_SKU_PATH } from './parts/rma-paths';
import { ReturnedSkuList } from './sku/ReturnedSkuList';
import { loadSkuReturns, skuReturnsKey, skuReturnsPath } from './sku/sku-returns-query';
import { SkuFigures } from './sku/SkuFigures';
import { SkuHistory } from './sku/SkuHistory';
import { SkuReasons } from './sku/SkuReasons';
import { SkuStrategyPanel } from './sku/SkuStrategyPanel';
import { SkuTrend } from './sku/SkuTrend';

/** One SKU's returns: figures, trend, reasons, history and the strategy that applies. */
function SkuReturnsView({ sku, customerId, page }: { sku: string; customerId: string; page: number }) {
  const role = useBusinessRole();
  const state = useDocument(loadSkuReturns, skuReturnsKey(sku, customerId, page));
  const goTo = (next: number) =>
    navigate(`${skuReturnsPath(sku, customerId || undefined)}${next > 1 ? `&page=${next}` : ''}`);
  return (
    <DocumentGate state={state}>
      {(returns) => (
        <Stack gap="md">
          <SkuFigures returns={returns} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SkuTrend months={returns.months} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <SkuStrategyPanel
                key={returns.strategy?.id ?? 'none'}
                sku={sku}
                strategy={returns.strategy}
                editable={role === 'customer'}
                onChanged={state.reload}
              />
            </Grid.Col>
          </Grid>
          <SkuReasons reasons={returns.reasons} />
          <SkuHistory sku={sku} returns={returns} page={page} onPage={goTo} />
        </Stack>
      )}
    </DocumentGate>
  );
}

/**
 * `/rma/sku`: returns by SKU (business.md §8). The SKU lives in the address (`?sku=`, and the
 * operator's `&customerId=`), so a link opens it; without one, the SKUs that came back most.
 */
export default function RmaSku() {
  const { t } = useTranslate();
  const operator = useBusinessRole() === 'operator';
  const query = new URLSearchParams(useHashSearch());
  const sku = query.get('sku') ?? '';
  const customerId = query.get('customerId') ?? '';
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
  return (
    <BusinessPage
      title={sku ? t('rma.sku.titleOf', { sku }) : t('businessMenu.rmaSku')}
      intro={t('rma.sku.intro')}
      back={sku ? RMA_SKU_PATH : undefined}
      backLabel={t('rma.sku.allSkus')}
    >
      <Stack gap="md">
        <SkuPicker
          label={t('rma.sku.pick')}
          value={sku || null}
          onChange={(code, picked) =>
            navigate(code ? skuReturnsPath(code, operator ? picked?.customerId : undefined) : RMA_SKU_PATH)
          }
          maw={420}
        />
        {sku ? (
          <SkuReturnsView sku={sku} customerId={customerId} page={page} />
        ) : (
          <ReturnedSkuList operator={operator} />
        )}
      </Stack>
    </BusinessPage>
  );
}
