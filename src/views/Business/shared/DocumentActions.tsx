import { Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, type ReactNode } from 'react';
import { actionLabel } from './action-spec';
import type { ActionButtonsApi } from './use-document-actions';

export interface DocumentActionsProps<D> {
  doc: D;
  actions: ActionButtonsApi<D>;
  /** buttons before the lifecycle actions (edit, print) */
  leading?: ReactNode;
  /** events offered elsewhere on the page (a panel with a form of its own): no button here */
  except?: readonly string[];
}

/**
 * A detail page's lifecycle actions as buttons (the first one filled), and their dialog. An action
 * the state allows but a fact of the document refuses is shown disabled, its reason in words below.
 */
export function DocumentActions<D>({ doc, actions, leading, except = [] }: DocumentActionsProps<D>) {
  const { t } = useTranslate();
  const id = useId();
  const offered = actions
    .actionsFor(doc)
    .filter((spec) => !except.includes(spec.event))
    .map((spec) => ({ spec, blockers: actions.blockersFor(doc, spec) }));
  const reasons = offered.filter(({ blockers }) => blockers.length > 0);
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end" role="group" aria-label={t('business.action.actions')}>
        {leading}
        {offered.map(({ spec, blockers }, index) => (
          <Button
            key={spec.event}
            variant={index === 0 && !spec.confirm ? 'filled' : 'light'}
            color={spec.color ?? (spec.confirm ? 'red' : undefined)}
            disabled={blockers.length > 0}
            loading={actions.running === spec.event}
            aria-describedby={blockers.length > 0 ? `${id}-${spec.event}` : undefined}
            onClick={() => actions.start(doc, spec)}
          >
            {t(actionLabel(spec))}
          </Button>
        ))}
        {actions.dialog}
      </Group>
      {reasons.map(({ spec, blockers }) => (
        <Text key={spec.event} id={`${id}-${spec.event}`} fz="sm" c="orange" ta="right">
          <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t(actionLabel(spec))}: <span>{blockers.join(' ')}</span>
        </Text>
      ))}
    </Stack>
  );
}
