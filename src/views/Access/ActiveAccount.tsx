import { useEffect, useRef, useState } from 'react';
import { Anchor, Divider, Group, Loader, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { activateAccount, tokenRefusal, type TokenRefusal } from '@/api/access';
import { AuthShell } from '@/views/Login/AuthShell';
import { AuthNotice } from './AuthNotice';
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
        <AuthNotice
          tone="done"
          title={t('access.active.doneTitle')}
          action={{ href: '#/login', label: t('access.common.signIn'), primary: true, autoFocus: true }}
        >
          {t('access.active.done', { username: outcome.username })}
        </AuthNotice>
      ) : null}
      {outcome.kind === 'refused' ? <Refused refusal={outcome} /> : null}
    </AuthShell>
  );
}

function Refused({ refusal }: { refusal: TokenRefusal }) {
  const { t } = useTranslate();
  const used = refusal.reason === 'used';
  return (
    <AuthNotice
      tone={used ? 'used' : 'refused'}
      title={t(`access.active.${refusal.reason}Title`)}
      action={{ href: '#/login', label: t('access.common.signIn'), primary: used }}
      after={
        used ? null : (
          <>
            <Divider />
            <ResendActivation email={refusal.email} />
          </>
        )
      }
    >
      {t(`access.active.${refusal.reason}`)}
    </AuthNotice>
  );
}
