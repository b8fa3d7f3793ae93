import { Alert, Divider, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { CellEditor } from './import/CellEditor';
import { CommitPanel } from './import/CommitPanel';
import { CustomerPicker } from './import/CustomerPicker';
import { FileDrop } from './import/FileDrop';
import { ImportPreviewTable, type CellTarget } from './import/ImportPreviewTable';
import { ImportResult } from './import/ImportResult';
import { ImportTotals } from './import/ImportTotals';
import { RejectedDownload } from './import/RejectedDownload';
import { TemplateLinks } from './import/TemplateLinks';
import { useOutboundImport } from './import/use-outbound-import';

/** `/outbound/import`: orders from an xlsx or csv file: check every row, fix cells in place, commit the valid orders. */
export default function OutboundImport() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const { state, check, fix, commit, reset } = useOutboundImport();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [customerMissing, setCustomerMissing] = useState(false);
  const [fixing, setFixing] = useState<CellTarget | null>(null);
  const { preview, result } = state;

  const choose = (file: File) => {
    if (operator && !customerId) {
      setCustomerMissing(true);
      return;
    }
    void check(file, operator ? (customerId ?? undefined) : undefined);
  };

  return (
    <BusinessPage title={t('businessMenu.outboundImport')} intro={t('outbound.import.intro')}>
      {result && preview ? (
        <ImportResult
          result={result}
          importId={preview.importId}
          rejectedRows={preview.totals.invalidRows}
          onAgain={reset}
        />
      ) : (
        <Stack gap="md">
          <TemplateLinks />
          {operator && (
            <CustomerPicker
              value={customerId}
              onChange={(id) => {
                setCustomerId(id);
                setCustomerMissing(false);
                reset();
              }}
              error={customerMissing ? t('outbound.import.customer.required') : state.errors.customerId}
            />
          )}
          <FileDrop
            onFile={choose}
            fileName={state.fileName}
            busy={state.checking}
            error={state.errors.file}
            compact={preview !== null}
          />
          {state.failure && (
            <Alert color="red" role="alert" title={t('outbound.import.failed')}>
              {state.failure}
            </Alert>
          )}
          {preview && (
            <Stack gap="md">
              <Divider />
              {preview.duplicateOf && (
                <Alert
                  color="yellow"
                  icon={<IconCopy />}
                  title={t('outbound.import.duplicate.title')}
                  role="alert"
                >
                  {t('outbound.import.duplicate.message', {
                    date: formatDateTime(preview.duplicateOf.importedAt, locale),
                    orders: formatNumber(preview.duplicateOf.orders, locale, 0),
                  })}
                </Alert>
              )}
              <ImportTotals totals={preview.totals} />
              <ImportPreviewTable rows={preview.rows} onFix={setFixing} />
              <RejectedDownload importId={preview.importId} count={preview.totals.invalidRows} />
              <CommitPanel
                totals={preview.totals}
                committing={state.committing}
                onCommit={(mode) => void commit(mode)}
              />
              <CellEditor target={fixing} onFix={fix} onClose={() => setFixing(null)} />
            </Stack>
          )}
        </Stack>
      )}
    </BusinessPage>
  );
}
