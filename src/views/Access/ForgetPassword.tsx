import { useState } from 'react';
import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { AuthShell } from '@/views/Login/AuthShell';
import { doneToSignIn } from './notify-done';
import { CodeRequestForm } from './CodeRequestForm';
import { CodeResetForm } from './CodeResetForm';
import { ResetLinkForm } from './ResetLinkForm';
import type { CodeMethod } from './send-code';
import { useCountdown } from './use-countdown';

type Step = { kind: 'address' } | { kind: 'code'; notice: string };

/** A forgotten password: a code by email or phone, then the new password; or a reset link by email. */
export default function ForgetPassword() {
  const { t } = useTranslate();
  const [method, setMethod] = useState<CodeMethod>('email');
  const [byLink, setByLink] = useState(false);
  const [address, setAddress] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const countdown = useCountdown();

  const switchMethod = (value: string) => {
    setMethod(value === 'phone' ? 'phone' : 'email');
    setAddress('');
    setStep({ kind: 'address' });
  };

  return (
    <AuthShell
      title={t('access.forget.title')}
      subtitle={t(byLink ? 'access.link.subtitle' : 'access.forget.subtitle')}
      footer={
        <Anchor href="#/login" inherit underline="always">
          {t('access.common.backToLogin')}
        </Anchor>
      }
    >
      <Stack gap="md">
        {byLink ? (
          <ResetLinkForm email={method === 'email' ? address : ''} />
        ) : (
          <>
            <SegmentedControl
              fullWidth
              aria-label={t('access.forget.by')}
              value={method}
              onChange={switchMethod}
              data={[
                { value: 'email', label: t('access.forget.byEmail') },
                { value: 'phone', label: t('access.forget.byPhone') },
              ]}
            />
            {step.kind === 'address' ? (
              <CodeRequestForm
                key={method}
                method={method}
                address={address}
                countdown={countdown}
                onSent={(sentTo, notice) => {
                  setAddress(sentTo);
                  setStep({ kind: 'code', notice });
                }}
              />
            ) : (
              <CodeResetForm
                method={method}
                address={address}
                notice={step.notice}
                countdown={countdown}
                onNotice={(notice) => setStep({ kind: 'code', notice })}
                onChangeAddress={() => setStep({ kind: 'address' })}
                onDone={() => doneToSignIn(t('access.forget.done'))}
              />
            )}
          </>
        )}
        <Anchor component="button" type="button" fz="sm" ta="center" onClick={() => setByLink(!byLink)}>
          {t(byLink ? 'access.forget.useCode' : 'access.forget.useLink')}
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
