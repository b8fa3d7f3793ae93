import { Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { formatDate } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { useSettlementActions } from '../parts/settlement-actions';
import { AdjustLoader } from './AdjustLoader';
import { BilledItems, useBilledItems } from './BilledItems';
import { DisputeDialog } from './DisputeDialog';
import { DisputeFacts } from './DisputeFacts';
import { StatementDownloads } from './StatementDownloads';
import { StatementFigures } from './StatementFigures';

/** A loaded statement: its steps, downloads, dispute, figures, billed items and history. */
export function SettlementBody({ settlement, reload }: { settlement: Settlement; reload: () => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const items = useBilledItems(settlement);
  const [disputing, setDisputing] = useState<FeeItem[] | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const actions = useSettlementActions(
    () => {
      reload();
      items.reload();
    },
    {
      // the items ticked in the table below are the ones disputed
      dispute: () => setDisputing(items.selection.rows),
      adjust: () => setAdjusting(true),
    },
  );
  const mayDispute = actions.actionsFor(settlement).some((spec) => spec.event === 'dispute');
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <DocumentActions doc={settlement} actions={actions} />
        <StatementDownloads settlement={settlement} />
      </Group>
      {mayDispute && (
        <Text fz="sm" c="dimmed">
          {t('finance.settlement.dispute.hint')}
        </Text>
      )}
      <Text fz="sm">
        {t('finance.settlement.periodOf', {
          customer: settlement.customerId,
          from: formatDate(settlement.periodFrom, locale),
          to: formatDate(settlement.periodTo, locale),
        })}
      </Text>
      <DisputeFacts settlement={settlement} />
      <StatementFigures figures={settlement} label={t('finance.settlement.figures')} />
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="items">{t('finance.settlement.items')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('finance.settlement.log')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="sm">
          <BilledItems
            settlement={settlement}
            list={items}
            onDispute={mayDispute ? setDisputing : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="sm">
          <ActionLogTab entries={settlement.actionLog} kind="settlement" />
        </Tabs.Panel>
      </Tabs>
      {disputing && (
        <DisputeDialog
          settlement={settlement}
          items={disputing}
          send={(payload) => actions.perform(settlement, 'dispute', payload)}
          onClose={() => setDisputing(null)}
        />
      )}
      {adjusting && (
        <AdjustLoader
          settlement={settlement}
          send={(payload) => actions.perform(settlement, 'adjust', payload)}
          onClose={() => setAdjusting(false)}
        />
      )}
    </Stack>
  );
}
