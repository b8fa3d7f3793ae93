import { Box, Text, type MantineStyleProps } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';

/**
 * A blob URL for a file shown by the browser's PDF viewer, typed as a PDF whatever the answer said:
 * bytes that are HTML are then never run as a page of this origin (the viewer just fails on them).
 */
export function pdfObjectUrl(blob: Blob): string {
  return URL.createObjectURL(
    blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
  );
}

interface PdfPreviewProps {
  /** from pdfObjectUrl */
  url: string;
  /** the preview's accessible name */
  title: string;
  h: MantineStyleProps['h'];
  /** the words where the browser has no PDF viewer, if a page has better ones than the kit's */
  fallback?: ReactNode;
}

/**
 * A PDF (a label, a receipt) in the browser's own viewer. An `<object>`, not a frame: a frame could
 * be sandboxed, but Chromium refuses its PDF viewer inside any sandbox (even `allow-same-origin`),
 * and an object typed `application/pdf` holding a URL typed the same cannot become a page. Where the
 * browser has no viewer, words say so.
 */
export function PdfPreview({ url, title, h, fallback }: PdfPreviewProps) {
  const { t } = useTranslate();
  return (
    <Box
      component="object"
      data={url}
      type="application/pdf"
      title={title}
      aria-label={title}
      w="100%"
      h={h}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text fz="sm" c="dimmed" p="md">
        {fallback ?? t('business.common.pdfNoPreview')}
      </Text>
    </Box>
  );
}
