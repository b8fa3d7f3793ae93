import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Resolution } from '@machines/business/inbound-exception.machine';
import type { InboundExceptionRow } from '@/api/business/inbound';
import { RESOLUTIONS } from '../parts/inbound-options';

export type ResolutionStep = 'chooseResolution' | 'resolve';

interface ResolutionDialogProps {
  target: { exception: InboundExceptionRow; step: ResolutionStep } | null;
  onRun: (
    exception: InboundExceptionRow,
    step: ResolutionStep,
    resolution: Resolution,
  ) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The customer's choice of a resolution when asked, and the operator's close. An exception the
 * customer was asked about closes only with the customer's choice (the chart's rule).
 */
export function ResolutionDialog({ target, onRun, onClose }: ResolutionDialogProps) {
  const { t } = useTranslate();
  const title = target
    ? t(target.step === 'resolve' ? 'inbound.resolve.title' : 'inbound.choose.title', {
        type: t(`inbound.exceptionType.${target.exception.type}`),
        sku: target.exception.sku,
      })
    : '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered size="lg">
      {target ? (
        <ResolutionForm key={target.exception.id} {...target} onRun={onRun} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ResolutionForm({
  exception,
  step,
  onRun,
  onClose,
}: { exception: InboundExceptionRow; step: ResolutionStep } & Omit<ResolutionDialogProps, 'target'>) {
  const { t } = useTranslate();
  const asked = exception.status === 'AWAITING_CUSTOMER';
  // the operator closes an asked exception with exactly what the customer chose
  const fixed = step === 'resolve' && asked ? exception.resolution : null;
  const waiting = step === 'resolve' && asked && !exception.resolution;
  const [choice, setChoice] = useState<Resolution | null>(fixed ?? exception.resolution);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!choice) return setError(t('inbound.choose.required'));
    setBusy(true);
    const failure = await onRun(exception, step, choice);
    setBusy(false);
    if (failure === null) onClose();
    else setError(failure);
  };
  return (
    <Stack gap="md">
      <Text fz="sm">
        {t('inbound.choose.summary', {
          no: exception.inboundNo,
          box: exception.boxNo,
          sku: exception.sku,
          qty: exception.qty,
          type: t(`inbound.exceptionType.${exception.type}`),
        })}
      </Text>
      {waiting ? (
        <Alert color="yellow">{t('inbound.resolve.waiting')}</Alert>
      ) : (
        <Radio.Group
          value={choice}
          onChange={(value) => {
            setChoice(value as Resolution);
            setError(null);
          }}
          label={t('inbound.exception.resolution')}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {RESOLUTIONS.map((resolution) => (
              <Radio
                key={resolution}
                value={resolution}
                label={t(`inbound.resolution.${resolution}`)}
                description={t(`inbound.resolutionHint.${resolution}`)}
                disabled={fixed !== null && resolution !== fixed}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button loading={busy} disabled={waiting} onClick={() => void run()}>
          {t(step === 'resolve' ? 'inbound.resolve.confirm' : 'inbound.choose.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
