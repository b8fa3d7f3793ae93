import { Alert, Button, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { availableActions } from '@machines/business/lifecycle';
import { navigate } from '@/app/router/hash-location';
import { statusKey, type StatusKind } from './StatusBadge';
import { useBusinessRole } from './use-business-role';

/**
 * A document's form, for its customer only: anyone else (an operator opening the address) reads
 * `message` instead (the area's `…customerOnly`).
 */
export function CustomerOnly({ message, children }: { message: string; children: ReactNode }) {
  const role = useBusinessRole();
  if (role !== 'customer') return <Alert color="blue">{message}</Alert>;
  return <>{children}</>;
}

/**
 * A stored document's form while its chart still lets its customer change it (`edit` is offered in
 * its state); else why not, in the area's words (`notEditable`, given the status), and the way to its
 * detail page. The chart decides, never a status compared here.
 */
export function EditGate<M extends AnyStateMachine>({
  machine,
  status,
  context,
  kind,
  notEditable,
  toDetail,
  children,
}: {
  machine: M;
  status: string;
  context: ContextFrom<M>;
  kind: StatusKind;
  /** the area's message key, given `{ status }` */
  notEditable: string;
  toDetail: { label: string; path: string };
  children: ReactNode;
}) {
  const { t } = useTranslate();
  if ((availableActions(machine, status, context, 'customer') as string[]).includes('edit'))
    return <>{children}</>;
  return (
    <Stack align="flex-start">
      <Alert color="yellow" role="status">
        {t(notEditable, { status: t(statusKey(kind, status)) })}
      </Alert>
      <Button variant="light" onClick={() => navigate(toDetail.path)}>
        {toDetail.label}
      </Button>
    </Stack>
  );
}
