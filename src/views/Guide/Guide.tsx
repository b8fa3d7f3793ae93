import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Tour, type TourStep } from '@/components/Tour/Tour';
import { guideSteps } from './guide-steps';

type Outcome = { finished: true } | { finished: false; step: number } | null;

/** `/guide/index`: a tour of the shell, started from here. */
export default function Guide() {
  const { t } = useTranslate();
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const start = () => {
    setOutcome(null);
    setStep(0);
    setSteps(guideSteps(t));
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" maw={560}>
        <Title order={2} fz={20}>
          {t('router.guide')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('widgets.guide.description')}
        </Text>
        <Button leftSection={<IconRoute size={16} />} onClick={start} w="fit-content">
          {t('widgets.guide.start')}
        </Button>
        <Text fz="sm" role="status" c={outcome?.finished ? 'teal' : 'dimmed'}>
          {outcome === null
            ? ''
            : outcome.finished
              ? t('widgets.guide.finished')
              : t('widgets.guide.skipped', { step: outcome.step })}
        </Text>
      </Stack>
      <Tour
        steps={steps ?? []}
        opened={steps !== null && steps.length > 0}
        step={step}
        onStepChange={setStep}
        onClose={(finished) => {
          setOutcome(finished ? { finished: true } : { finished: false, step: step + 1 });
          setSteps(null);
        }}
      />
    </Card>
  );
}
