import { ActionIcon, CloseButton, Group, Popover, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGridDots } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, useState } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { isValidIconName } from '@/components/Icon/icon-name';
import { IconGrid } from './IconGrid';

export interface IconPickerProps {
  value: string;
  /** called only with '' (cleared) or a valid `vi-*` name */
  onChange: (name: string) => void;
  label?: string;
  disabled?: boolean;
  pageSize?: number;
}

/**
 * An input for a `vi-*` icon name: type one or pick from a searchable, paged grid. A typed name that
 * breaks the seed's rule (§5) is refused with a message and never reaches `onChange`.
 */
export function IconPicker({ value, onChange, label, disabled, pageSize }: IconPickerProps) {
  const { t } = useTranslate();
  const [opened, { close, toggle }] = useDisclosure(false);
  const gridId = useId();
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // a new value from outside replaces what was typed
    setShownValue(value);
    setDraft(value);
  }

  const commit = (name: string) => {
    const trimmed = name.trim();
    if (trimmed !== '' && !isValidIconName(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(trimmed);
    if (trimmed !== value) onChange(trimmed);
  };

  return (
    // the grid button says it opens the grid; the text box it is anchored to is only a text box
    <Popover opened={opened} onDismiss={close} width={300} trapFocus withRoles={false}>
      <Popover.Target>
        <TextInput
          label={label ?? t('iconPicker.label')}
          placeholder="vi-…"
          value={draft}
          disabled={disabled}
          error={invalid ? t('iconPicker.invalid') : undefined}
          leftSection={isValidIconName(draft) ? <Icon name={draft} /> : null}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft);
          }}
          rightSectionWidth={64}
          rightSection={
            <Group gap={2} wrap="nowrap">
              {draft ? (
                <CloseButton
                  size="sm"
                  aria-label={t('iconPicker.clear')}
                  disabled={disabled}
                  onClick={() => commit('')}
                />
              ) : null}
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('iconPicker.open')}
                aria-haspopup="dialog"
                aria-expanded={opened}
                aria-controls={opened ? gridId : undefined}
                disabled={disabled}
                onClick={toggle}
              >
                <IconGridDots size={16} />
              </ActionIcon>
            </Group>
          }
        />
      </Popover.Target>
      <Popover.Dropdown id={gridId} role="dialog" aria-label={t('iconPicker.open')}>
        <IconGrid
          value={value}
          pageSize={pageSize}
          onPick={(name) => {
            commit(name);
            close();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
