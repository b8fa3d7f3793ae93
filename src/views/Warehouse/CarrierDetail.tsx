import { Anchor, Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Carrier } from '@/api/business/types/master';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { TRACKING_TOKEN } from './carrier-form-schema';

const EXAMPLE_TRACKING_NO = '1Z999AA10123456784';

/** One carrier in a drawer; its tracking link filled with an example number. */
export function CarrierDetail({ carrier, onClose }: { carrier: Carrier; onClose: () => void }) {
  const { t } = useTranslate();
  const yesNo = (value: boolean) => t(value ? 'business.common.yes' : 'business.common.no');
  const example = carrier.trackingUrlTemplate.replace(TRACKING_TOKEN, EXAMPLE_TRACKING_NO);
  const items: DescriptionItem<Carrier>[] = [
    { field: 'code', label: 'warehouse.carrier.field.code' },
    { field: 'name', label: 'warehouse.carrier.field.name' },
    { field: 'carrierName', label: 'warehouse.carrier.field.carrierName' },
    {
      field: 'type',
      label: 'warehouse.carrier.field.type',
      render: (c) => t(`warehouse.carrier.type.${c.type}`),
    },
    {
      field: 'warehouseCodes',
      label: 'warehouse.carrier.field.warehouseCodes',
      span: 2,
      render: (c) => (
        <Group gap={4}>
          {c.warehouseCodes.map((code) => (
            <Badge key={code} variant="light" radius="sm">
              {code}
            </Badge>
          ))}
        </Group>
      ),
    },
    { field: 'maxWeightKg', label: 'warehouse.carrier.field.maxWeightKg' },
    {
      field: 'supportsSignature',
      label: 'warehouse.carrier.field.supportsSignature',
      render: (c) => yesNo(c.supportsSignature),
    },
    {
      field: 'supportsInsurance',
      label: 'warehouse.carrier.field.supportsInsurance',
      render: (c) => yesNo(c.supportsInsurance),
    },
    { field: 'trackingUrlTemplate', label: 'warehouse.carrier.field.trackingUrlTemplate', span: 2 },
  ];
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Group gap="sm">
          <Text fw={600}>{t('warehouse.carrier.detail.title', { code: carrier.code })}</Text>
          <StatusBadge kind="carrier" status={carrier.status} />
        </Group>
      }
    >
      <Stack gap="md">
        <Descriptions items={items} data={carrier} columns={{ base: 1, sm: 2 }} bordered />
        <Text fz="sm" c="dimmed">
          {t('warehouse.carrier.detail.trackingExample')}:{' '}
          <Anchor href={example} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {example}
          </Anchor>
        </Text>
      </Stack>
    </Drawer>
  );
}
