import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFiles } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import {
  uploadOutboundWaybill,
  type OutboundWaybillQuery,
  type OutboundWaybillRow,
} from '@/api/business/outbound';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { findCandidates } from './waybills/find-candidates';
import { UploadMatcher } from './waybills/UploadMatcher';
import { WAYBILL_SEARCH, waybillColumns } from './waybills/waybill-columns';
import { WAYBILL_PERMISSIONS, WaybillRowActions } from './waybills/WaybillRowActions';
import { WaybillViewer } from './waybills/WaybillViewer';
import { WAYBILLS } from './list-sources';

/**
 * `/outbound/waybills`: each order's waybill label (business.md §6): view, download and print it in a
 * label size, void an uploaded one; the customer uploads the labels of WAREHOUSE_ONLY orders one by
 * one or many PDFs at once, matched to their orders by file name.
 */
export default function OutboundWaybills() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [viewing, setViewing] = useState<OutboundWaybillRow | null>(null);
  const [uploading, setUploading] = useState(false);
  const list = useBusinessList<OutboundWaybillRow, OutboundWaybillQuery>({
    ...WAYBILLS,
    rowKey: (row) => row.id,
  });
  const { reload } = list;
  const columns = useMemo<TableColumn<OutboundWaybillRow>[]>(
    () => [
      ...waybillColumns(locale, role === 'operator', t),
      {
        field: 'actions',
        title: 'business.field.actions',
        alwaysShown: true,
        fixed: 'right',
        width: 260,
        render: (row) => <WaybillRowActions row={row} onView={setViewing} onChanged={reload} />,
      },
    ],
    [locale, role, t, reload],
  );
  const uploadButton = hasPermission(WAYBILL_PERMISSIONS.upload) && (
    <Button leftSection={<IconFiles size={16} />} onClick={() => setUploading(true)}>
      {t('outbound.waybill.upload.open')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.outboundWaybills')} intro={t('outbound.waybill.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.outboundWaybills')}
        columns={columns}
        searchSchema={WAYBILL_SEARCH}
        toolbar={uploadButton}
        emptyMessage={t('outbound.waybill.list.empty')}
      />
      <WaybillViewer row={viewing} onClose={() => setViewing(null)} />
      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={t('outbound.waybill.upload.title')}
        size="xl"
        fullScreen={phone}
      >
        <UploadMatcher findCandidates={findCandidates} upload={uploadOutboundWaybill} onUploaded={reload} />
      </Modal>
    </BusinessPage>
  );
}
