import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { activateAccount, tokenRefusal, type TokenRefusal } from '@/api/access';
import { AuthShell } from '@/views/Login/AuthShell';
import { ResendActivation } from './ResendActivation';
import { useSearchParam } from './use-search-param';

type Outcome =
  { kind: 'activating' } | { kind: 'activated'; username: string } | ({ kind: 'refused' } & TokenRefusal);

const UNKNOWN: Outcome = { kind: 'refused', reason: 'unknown' };

/**
 * Activation by the emailed link. A token works once, so the request is shared by every run of the
 * effect (React runs it twice in development) rather than sent again.
 */
function useActivation(token: string): Outcome {
  const initial: Outcome = token ? { kind: 'activating' } : UNKNOWN;
  const [outcome, setOutcome] = useState<Outcome>(initial);
  // A link opened from this page (a new one from the demo mailbox) changes only the query.
  const [shownToken, setShownToken] = useState(token);
  if (shownToken !== token) {
    setShownToken(token);
    setOutcome(initial);
  }
  const request = useRef<{ token: string; promise: Promise<Outcome> } | null>(null);
  useEffect(() => {
    if (!token) return;
    if (request.current?.token !== token) {
      const promise = activateAccount(token).then(
        ({ username }): Outcome => ({ kind: 'activated', username }),
        (error: unknown): Outcome => {
          const refusal = tokenRefusal(error);
          return refusal ? { kind: 'refused', ...refusal } : UNKNOWN;
        },
      );
      request.current = { token, promise };
    }
    let current = true;
    void request.current.promise.then((next) => {
      if (current) setOutcome(next);
    });
    return () => {
      current = false;
    };
  }, [token]);
  return outcome;
}

export default function ActiveAccount() {
  const { t } = useTranslate();
  const outcome = useActivation(useSearchParam('token'));
  return (
    <AuthShell
      title={t('access.active.title')}
      footer={
        <Anchor href="#/login" inherit underline="always">
          {t('access.common.backToLogin')}
        </Anchor>
      }
    >
      {outcome.kind === 'activating' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('access.active.activating')}</Text>
        </Group>
      ) : null}
      {outcome.kind === 'activated' ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            title={t('access.active.doneTitle')}
            role="status"
          >
            {t('access.active.done', { username: outcome.username })}
          </Alert>
          <Button component="a" href="#/login" fullWidth size="md" autoFocus>
            {t('access.common.signIn')}
          </Button>
        </Stack>
      ) : null}
      {outcome.kind === 'refused' ? <Refused refusal={outcome} /> : null}
    </AuthShell>
  );
}

function Refused({ refusal }: { refusal: TokenRefusal }) {
  const { t } = useTranslate();
  const used = refusal.reason === 'used';
  return (
    <Stack gap="md">
      <Alert
        color={used ? 'blue' : 'orange'}
        variant="light"
        icon={used ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        title={t(`access.active.${refusal.reason}Title`)}
        role="alert"
      >
        {t(`access.active.${refusal.reason}`)}
      </Alert>
      <Button component="a" href="#/login" fullWidth variant={used ? 'filled' : 'default'}>
        {t('access.common.signIn')}
      </Button>
      {used ? null : (
        <>
          <Divider />
          <ResendActivation email={refusal.email} />
        </>
      )}
    </Stack>
  );
}
