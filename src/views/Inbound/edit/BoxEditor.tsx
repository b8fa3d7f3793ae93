import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { BoxCard } from './BoxCard';
import { BoxTotals } from './BoxTotals';
import { copyOfBox, emptyBox, totalsOf, type InboundFormValues } from './inbound-form';
import { boxErrorSignature } from './render-scope';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';

/** The boxes of an inbound order: add, copy, remove, with the totals kept live below. */
export function BoxEditor({
  form,
  searchSkus,
}: {
  form: UseFormReturnType<InboundFormValues>;
  searchSkus?: SkuSearch;
}) {
  const { t } = useTranslate();
  const { boxes } = form.values;
  const boxesError = form.errors.boxes;
  return (
    <Stack gap="sm">
      {boxes.map((box, index) => (
        <BoxCard
          key={box.key}
          form={form}
          box={box}
          errorSignature={boxErrorSignature(form.errors, index)}
          index={index}
          count={boxes.length}
          searchSkus={searchSkus}
          onCopy={() => form.insertListItem('boxes', copyOfBox(box), index + 1)}
          onRemove={() => form.removeListItem('boxes', index)}
        />
      ))}
      {boxesError ? (
        <Text c="red" fz="sm" role="alert">
          {boxesError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('boxes', emptyBox())}
        >
          {t('inbound.box.add')}
        </Button>
      </Group>
      <BoxTotals totals={totalsOf(boxes)} />
    </Stack>
  );
}
