import { Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { SkuLabelSize } from '@/api/business/sku';
import { expandCopies, labelsPerPage, printPageCss, type LabelItem } from './label-layout';
import { LabelSheets } from './LabelSheets';
import classes from './LabelPreview.module.css';

/** Labels drawn on screen; printing and the PDF include every copy. */
export const PREVIEW_LIMIT = 63;

export interface LabelPreviewProps {
  items: readonly LabelItem[];
  size: SkuLabelSize;
  madeInChina: boolean;
  limit?: number;
}

function useLabelTexts(madeInChina: boolean) {
  const { t } = useTranslate();
  return {
    madeInChinaText: madeInChina ? t('sku.barcode.madeInChinaText') : null,
    barcodeLabel: (barcode: string) => t('sku.barcode.barcodeOf', { barcode }),
  };
}

/** The labels as they will print, true to size in millimetres (a sheet is shown smaller). */
export function LabelPreview({ items, size, madeInChina, limit = PREVIEW_LIMIT }: LabelPreviewProps) {
  const { t } = useTranslate();
  const texts = useLabelTexts(madeInChina);
  const labels = useMemo(() => expandCopies(items), [items]);
  const shown = labels.slice(0, limit);
  const pages = Math.ceil(labels.length / labelsPerPage(size));
  if (labels.length === 0) {
    return (
      <Text c="dimmed" fz="sm" ta="center" py="xl">
        {t('sku.barcode.previewEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('sku.barcode.previewCount', { labels: labels.length, pages })}
        {shown.length < labels.length ? ` ${t('sku.barcode.previewTruncated', { shown: shown.length })}` : ''}
      </Text>
      <div className={classes.preview} role="region" aria-label={t('sku.barcode.preview')}>
        <LabelSheets
          labels={shown}
          size={size}
          madeInChina={texts.madeInChinaText}
          barcodeLabel={texts.barcodeLabel}
          pageClassName={`${classes.page} ${size === 'A4' ? classes.sheet : ''}`}
        />
      </div>
    </Stack>
  );
}

export interface LabelPrintProps {
  items: readonly LabelItem[];
  size: SkuLabelSize;
  madeInChina: boolean;
  /** the print dialog has closed */
  onDone: () => void;
}

/**
 * While mounted: every label, alone on the printed page at its `@page` size, and the browser's print
 * dialog. The labels sit in a portal directly under <body>, so the print sheet hides the console.
 */
export function LabelPrint({ items, size, madeInChina, onDone }: LabelPrintProps) {
  const texts = useLabelTexts(madeInChina);
  const labels = useMemo(() => expandCopies(items), [items]);
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    const done = () => finish();
    addEventListener('afterprint', done);
    // after the labels are in the document: print() blocks until the dialog closes in most browsers
    const timer = setTimeout(() => {
      print();
      done();
    }, 50);
    return () => {
      clearTimeout(timer);
      removeEventListener('afterprint', done);
    };
  }, []);
  return createPortal(
    <div className={classes.printRoot} data-sku-print>
      <style>{`${printPageCss(size)} @media print { body > *:not([data-sku-print]) { display: none !important; } body { margin: 0; } }`}</style>
      <LabelSheets
        labels={labels}
        size={size}
        madeInChina={texts.madeInChinaText}
        barcodeLabel={texts.barcodeLabel}
      />
    </div>,
    document.body,
  );
}
