import { Button, Group } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { actionLabel } from '@/views/Business/shared/action-spec';
import type { DocumentActionsApi } from '@/views/Business/shared/use-document-actions';

export interface ReviewButtonsProps<R> {
  row: R;
  /** names the record in the buttons' accessible names */
  name: string;
  /** the record's review actions (`useRecordReview`): those its chart allows the user here */
  review: DocumentActionsApi<R>;
}

/** The operator's verdict on a declaration or certificate: only what its chart offers in its status. */
export function ReviewButtons<R>({ row, name, review }: ReviewButtonsProps<R>) {
  const { t } = useTranslate();
  const offered = review.actionsFor(row);
  if (offered.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {offered.map((spec) => (
        <Button
          key={spec.event}
          size="compact-sm"
          variant={spec.event === 'approve' ? 'light' : 'subtle'}
          color={spec.color}
          aria-label={t(`sku.review.${spec.event}One`, { name })}
          onClick={() => review.start(row, spec)}
        >
          {t(actionLabel(spec))}
        </Button>
      ))}
    </Group>
  );
}
