import { Alert, Box } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { drawQr, type QrSettings } from './qr-render';

export interface QRCodeProps extends Partial<Omit<QrSettings, 'text'>> {
  text: string;
  /** the drawn canvas, for downloading */
  canvasRef?: Ref<HTMLCanvasElement>;
}

/** A QR code drawn by `qrcode` onto a canvas; redraws when any setting changes. */
export function QRCode({
  text,
  size = 200,
  fg = '#000000',
  bg = '#ffffff',
  level = 'M',
  logo,
  canvasRef,
}: QRCodeProps) {
  const { t } = useTranslate();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const ref = useMergedRef(canvas, canvasRef);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target || !text) return;
    let current = true;
    drawQr(target, { text, size, fg, bg, level, logo }).then(
      () => current && setFailed(false),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text, size, fg, bg, level, logo]);

  if (!text) return <Alert color="gray">{t('qrcode.empty')}</Alert>;
  return (
    <Box>
      <canvas
        ref={ref}
        role="img"
        aria-label={t('qrcode.label', { text })}
        width={size}
        height={size}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
      {failed ? (
        <Alert color="red" mt="xs">
          {t('qrcode.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
