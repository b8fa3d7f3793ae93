import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Sku } from '@/api/business/types/sku';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { CARTON_RECORDS } from '../cartons/carton-records';
import { CERTIFICATE_RECORDS } from '../certificates/certificate-records';
import { DECLARATION_RECORDS } from '../declarations/declaration-records';
import { LISTING_RECORDS } from '../listings/listing-records';
import { RecordList } from '../parts/RecordList';
import { READ_ONLY, useSkuRecordPermissions } from '../parts/record-permissions';
import { SkuBasics } from './SkuBasics';
import { SkuStock } from './SkuStock';

export const SKU_TABS = [
  'basics',
  'declarations',
  'certificates',
  'listings',
  'cartons',
  'stock',
  'log',
] as const;
export type SkuTab = (typeof SKU_TABS)[number];

/** Listings and cartons are kept on their own pages (their own permissions): linked from here. */
function ManagedElsewhere({ path, sku }: { path: string; sku: string }) {
  const { t } = useTranslate();
  return (
    <Text fz="sm" c="dimmed">
      {t('sku.detail.managedElsewhere')}{' '}
      <Anchor href={`#${path}?keyword=${encodeURIComponent(sku)}`} fz="sm">
        {t('sku.detail.openPage')}
      </Anchor>
    </Text>
  );
}

/** The SKU's tabs (business.md §4); a tab's content loads when it is first opened. */
export function SkuTabs({ sku, onChanged }: { sku: Sku; onChanged: () => void }) {
  const { t } = useTranslate();
  const [tab, setTab] = useState<SkuTab>('basics');
  const can = useSkuRecordPermissions(sku);
  return (
    <Tabs value={tab} onChange={(next) => next && setTab(next as SkuTab)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {SKU_TABS.map((name) => (
          <Tabs.Tab key={name} value={name} style={{ flex: 'none' }}>
            {t(`sku.detail.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="basics" pt="md">
        <SkuBasics sku={sku} />
      </Tabs.Panel>
      <Tabs.Panel value="declarations" pt="md">
        <RecordList kind={DECLARATION_RECORDS} sku={sku} can={can} onChanged={onChanged} />
      </Tabs.Panel>
      <Tabs.Panel value="certificates" pt="md">
        <RecordList kind={CERTIFICATE_RECORDS} sku={sku} can={can} onChanged={onChanged} />
      </Tabs.Panel>
      <Tabs.Panel value="listings" pt="md">
        <Stack gap="sm">
          <ManagedElsewhere path="/sku/listings" sku={sku.sku} />
          <RecordList kind={LISTING_RECORDS} sku={sku} can={READ_ONLY} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="cartons" pt="md">
        <Stack gap="sm">
          <ManagedElsewhere path="/sku/cartons" sku={sku.sku} />
          <RecordList kind={CARTON_RECORDS} sku={sku} can={READ_ONLY} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="stock" pt="md">
        <SkuStock sku={sku} />
      </Tabs.Panel>
      <Tabs.Panel value="log" pt="md">
        <ActionLogTab entries={sku.actionLog} kind="sku" />
      </Tabs.Panel>
    </Tabs>
  );
}
