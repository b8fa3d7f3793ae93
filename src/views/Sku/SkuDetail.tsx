import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPrinter } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useParams } from 'wouter';
import { availableActions } from '@machines/business/lifecycle';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import { navigate } from '@/app/router/hash-location';
import { getSku } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { usePermission } from '@/components/Permission/use-permission';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { SkuTabs } from './detail/SkuTabs';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { SKU_LIST_PATH, skuEditPath, skuLabelsPath } from './parts/sku-paths';
import { SKU_CONTEXT, useSkuActions } from './parts/sku-actions';

function SkuHeader({ sku, onChanged }: { sku: Sku; onChanged: () => void }) {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const actions = useSkuActions({ onChanged });
  const editable =
    role !== null &&
    hasPermission('sku:edit') &&
    availableActions(skuReviewMachine, sku.status, SKU_CONTEXT, role).includes('edit');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="sm">
            <Text fw={700} fz="lg" ff="monospace">
              {sku.sku}
            </Text>
            <StatusBadge kind="sku" status={sku.status} />
          </Group>
          <Text fz="sm">{sku.nameEn}</Text>
          <Text fz="sm" c="dimmed">
            {sku.nameCn}
          </Text>
        </Stack>
        <DocumentActions
          doc={sku}
          actions={actions}
          leading={
            <>
              {editable && (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => navigate(skuEditPath(sku.id))}
                >
                  {t('business.action.edit')}
                </Button>
              )}
              {hasPermission('sku:print') && (
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => navigate(skuLabelsPath(sku.id))}
                >
                  {t('sku.barcode.printLabels')}
                </Button>
              )}
            </>
          }
        />
      </Group>
      {sku.reviewRemark && (sku.status === 'REJECTED' || sku.status === 'FROZEN') && (
        <Alert
          color={sku.status === 'REJECTED' ? 'red' : 'indigo'}
          variant="light"
          title={t(`sku.detail.remark.${sku.status}`)}
        >
          {sku.reviewRemark}
        </Alert>
      )}
    </Stack>
  );
}

/** `/sku/detail/:id`: the SKU, its lifecycle actions, and its tabs. */
export default function SkuDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const state = useDocument(getSku, id);
  return (
    <BusinessPage title={t('businessMenu.skuDetail')} back={SKU_LIST_PATH}>
      <DocumentGate state={state}>
        {(sku) => (
          <Stack gap="lg">
            <SkuHeader sku={sku} onChanged={state.reload} />
            <SkuTabs key={sku.id} sku={sku} onChanged={state.reload} />
          </Stack>
        )}
      </DocumentGate>
    </BusinessPage>
  );
}
