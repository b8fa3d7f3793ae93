import { Button, Group } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { actionLabel } from './action-spec';
import type { DocumentActionsApi } from './use-document-actions';

export interface DocumentActionsProps<D> {
  doc: D;
  actions: DocumentActionsApi<D>;
  /** buttons before the lifecycle actions (edit, print) */
  leading?: ReactNode;
}

/** A detail page's lifecycle actions as buttons (the first one filled), and their dialog. */
export function DocumentActions<D>({ doc, actions, leading }: DocumentActionsProps<D>) {
  const { t } = useTranslate();
  const offered = actions.actionsFor(doc);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('business.action.actions')}>
      {leading}
      {offered.map((spec, index) => (
        <Button
          key={spec.event}
          variant={index === 0 && !spec.confirm ? 'filled' : 'light'}
          color={spec.color ?? (spec.confirm ? 'red' : undefined)}
          onClick={() => actions.start(doc, spec)}
        >
          {t(actionLabel(spec))}
        </Button>
      ))}
      {actions.dialog}
    </Group>
  );
}
