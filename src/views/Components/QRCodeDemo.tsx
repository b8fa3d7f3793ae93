import {
  Button,
  Card,
  ColorInput,
  FileButton,
  Group,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState } from 'react';
import { APP_LOGO_URL } from '@/components/QRCode/app-logo';
import { QRCode } from '@/components/QRCode/QRCode';
import { downloadCanvas, QR_LEVELS, type QrLevel } from '@/components/QRCode/qr-render';

type LogoChoice = 'none' | 'app' | 'upload';

/** The uploaded logo as an object URL, released when replaced or on leaving. */
function useUploadedUrl() {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return [url, (file: File | null) => setUrl(file ? URL.createObjectURL(file) : undefined)] as const;
}

/** `/components/qrcode`: every option of the QR code component, and a PNG download. */
export default function QRCodeDemo() {
  const { t } = useTranslate();
  const [text, setText] = useState('https://github.com/outpost-console/outpost');
  const [size, setSize] = useState(220);
  const [fg, setFg] = useState('#1a1b1e');
  const [bg, setBg] = useState('#ffffff');
  const [level, setLevel] = useState<QrLevel>('H');
  const [logoChoice, setLogoChoice] = useState<LogoChoice>('none');
  const [uploaded, setUploaded] = useUploadedUrl();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const logo = logoChoice === 'app' ? APP_LOGO_URL : logoChoice === 'upload' ? uploaded : undefined;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz={20}>
        {t('router.qrcode')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('qrcode.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <TextInput label={t('qrcode.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <div>
            <Text fz="sm" fw={500}>
              {t('qrcode.size')}: {size}px
            </Text>
            <Slider
              min={120}
              max={360}
              step={20}
              value={size}
              onChange={setSize}
              thumbLabel={t('qrcode.size')}
            />
          </div>
          <Group grow>
            <ColorInput label={t('qrcode.fg')} value={fg} onChange={setFg} />
            <ColorInput label={t('qrcode.bg')} value={bg} onChange={setBg} />
          </Group>
          <div>
            <Text fz="sm" fw={500}>
              {t('qrcode.level')}
            </Text>
            <SegmentedControl
              value={level}
              onChange={(value) => setLevel(value as QrLevel)}
              data={QR_LEVELS.map((value) => ({ value, label: value }))}
              aria-label={t('qrcode.level')}
            />
          </div>
          <div>
            <Text fz="sm" fw={500}>
              {t('qrcode.logo')}
            </Text>
            <Group gap="xs">
              <SegmentedControl
                value={logoChoice}
                onChange={(value) => setLogoChoice(value as LogoChoice)}
                aria-label={t('qrcode.logo')}
                data={[
                  { value: 'none', label: t('qrcode.logoNone') },
                  { value: 'app', label: t('qrcode.logoApp') },
                  { value: 'upload', label: t('qrcode.logoUpload'), disabled: !uploaded },
                ]}
              />
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                onChange={(file) => {
                  setUploaded(file);
                  setLogoChoice(file ? 'upload' : 'none');
                }}
              >
                {(props) => (
                  <Button variant="default" size="xs" {...props}>
                    {t('qrcode.chooseImage')}
                  </Button>
                )}
              </FileButton>
            </Group>
          </div>
        </Stack>
        <Stack align="center" gap="sm">
          <QRCode text={text} size={size} fg={fg} bg={bg} level={level} logo={logo} canvasRef={canvas} />
          <Button
            disabled={!text}
            onClick={() => {
              if (canvas.current) downloadCanvas(canvas.current);
            }}
          >
            {t('qrcode.download')}
          </Button>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
