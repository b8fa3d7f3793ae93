import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconWand } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import type { Consignee } from '@/api/business/types/documents';
import { maxLengthOf } from '@/api/rules/fields';
import { CONSIGNEE_FIELDS } from '@/api/rules/outbound';
import { countryName } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { COUNTRY_CODES } from '@/views/Business/shared/country-options';
import { filledFields, splitAddress } from './address-split';
import type { OutboundFormValues } from './outbound-form';

type TextField = Exclude<keyof Consignee, 'countryCode'>;

const TEXT_FIELDS: { field: TextField; required?: boolean }[] = [
  { field: 'name', required: true },
  { field: 'company' },
  { field: 'phone', required: true },
  { field: 'email' },
  { field: 'state', required: true },
  { field: 'city', required: true },
  { field: 'address1', required: true },
  { field: 'address2' },
  { field: 'postcode', required: true },
];

/**
 * The consignee (business.md §6) and a paste box that splits a whole address into the fields; the
 * fields it filled are highlighted until the user changes them or splits again.
 */
export function ConsigneeFields({ form }: { form: UseFormReturnType<OutboundFormValues> }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [pasted, setPasted] = useState('');
  const [filled, setFilled] = useState<(keyof Consignee)[] | null>(null);
  const countries = useMemo(() => {
    const current = form.values.consignee.countryCode;
    const codes = current && !COUNTRY_CODES.includes(current) ? [current, ...COUNTRY_CODES] : COUNTRY_CODES;
    return codes
      .map((code) => ({ value: code, label: `${countryName(code, locale)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale, form.values.consignee.countryCode]);

  const split = () => {
    const found = splitAddress(pasted);
    const fields = filledFields(found);
    for (const field of fields) form.setFieldValue(`consignee.${field}`, found[field] ?? '');
    setFilled(fields);
  };
  const highlight = (field: keyof Consignee) =>
    filled?.includes(field)
      ? { styles: { input: { backgroundColor: 'var(--mantine-color-yellow-light)' } }, 'data-filled': true }
      : {};
  const inputProps = (field: keyof Consignee) => {
    const props = form.getInputProps(`consignee.${field}`);
    return {
      ...props,
      ...highlight(field),
      onChange: (value: unknown) => {
        setFilled((before) => before?.filter((f) => f !== field) ?? null);
        props.onChange(value);
      },
    };
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Textarea
          label={t('outbound.edit.paste.label')}
          description={t('outbound.edit.paste.hint')}
          rows={3}
          value={pasted}
          onChange={(event) => setPasted(event.currentTarget.value)}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            disabled={pasted.trim() === ''}
            onClick={split}
          >
            {t('outbound.edit.paste.split')}
          </Button>
        </Group>
        {filled !== null ? (
          <Alert color={filled.length > 0 ? 'yellow' : 'red'} role="status">
            {filled.length > 0
              ? t('outbound.edit.paste.filled', {
                  fields: filled
                    .map((f) => t(`outbound.edit.consignee.${f}`))
                    .join(t('outbound.edit.paste.separator')),
                })
              : t('outbound.edit.paste.nothing')}
          </Alert>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {TEXT_FIELDS.slice(0, 4).map(({ field, required }) => (
          <TextInput
            key={field}
            label={t(`outbound.edit.consignee.${field}`)}
            withAsterisk={required}
            maxLength={maxLengthOf(CONSIGNEE_FIELDS[field])}
            {...inputProps(field)}
          />
        ))}
        <Select
          label={t('outbound.edit.consignee.countryCode')}
          placeholder={t('outbound.edit.choose')}
          data={countries}
          searchable
          withAsterisk
          allowDeselect={false}
          nothingFoundMessage={t('outbound.edit.countryNothing')}
          {...inputProps('countryCode')}
        />
        {TEXT_FIELDS.slice(4).map(({ field, required }) => (
          <TextInput
            key={field}
            label={t(`outbound.edit.consignee.${field}`)}
            withAsterisk={required}
            maxLength={maxLengthOf(CONSIGNEE_FIELDS[field])}
            {...inputProps(field)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
