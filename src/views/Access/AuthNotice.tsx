import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';

/** How a notice reads: its colour, its icon, and whether a screen reader hears it as an alert. */
const TONES = {
  done: { color: 'teal', icon: IconCircleCheck, role: 'status' },
  used: { color: 'blue', icon: IconCircleCheck, role: 'alert' },
  refused: { color: 'orange', icon: IconAlertTriangle, role: 'alert' },
  closed: { color: 'gray', icon: IconLock, role: undefined },
} as const;

export type AuthNoticeTone = keyof typeof TONES;

/** The way on from a notice: a link drawn as a full-width button. */
export interface AuthNoticeAction {
  href: string;
  label: string;
  /** the page's main way on (filled), rather than a way back (default) */
  primary?: boolean;
  autoFocus?: boolean;
}

interface AuthNoticeProps {
  tone: AuthNoticeTone;
  title: string;
  children: ReactNode;
  /** another icon than the tone's own (a mail sent) */
  icon?: ReactNode;
  /** shown between the notice and its action (the demo's mailbox) */
  between?: ReactNode;
  action?: AuthNoticeAction;
  /** shown after the action (asking for a new link) */
  after?: ReactNode;
}

/**
 * The outcome of a page before sign-in (an account made or activated, a link refused, sign-up closed):
 * what happened, in a notice, and the way on from it. One shape for every such page.
 */
export function AuthNotice({ tone, title, children, icon, between, action, after }: AuthNoticeProps) {
  const { color, icon: ToneIcon, role } = TONES[tone];
  return (
    <Stack gap="md">
      <Alert color={color} variant="light" icon={icon ?? <ToneIcon size={18} />} title={title} role={role}>
        {children}
      </Alert>
      {between}
      {action ? (
        <Button
          component="a"
          href={action.href}
          fullWidth
          size={action.primary ? 'md' : undefined}
          variant={action.primary ? 'filled' : 'default'}
          autoFocus={action.autoFocus}
        >
          {action.label}
        </Button>
      ) : null}
      {after}
    </Stack>
  );
}
