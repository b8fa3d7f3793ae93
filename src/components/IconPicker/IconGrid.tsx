import { ActionIcon, Center, Pagination, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { page, searchIcons } from './icon-search';

interface IconGridProps {
  value?: string;
  onPick: (name: string) => void;
  pageSize?: number;
}

/** The picker's dropdown: search, a page of icons, paging. */
export function IconGrid({ value, onPick, pageSize = 30 }: IconGridProps) {
  const { t } = useTranslate();
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(1);
  const found = searchIcons(query);
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const shown = page(found, Math.min(current, pages), pageSize);
  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        data-autofocus
        aria-label={t('iconPicker.search')}
        placeholder={t('iconPicker.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setCurrent(1);
        }}
      />
      {shown.length === 0 ? (
        <Center h={80}>
          <Text c="dimmed" fz="sm">
            {t('iconPicker.noMatch')}
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={6} spacing={4} verticalSpacing={4}>
          {shown.map((name) => (
            <Tooltip key={name} label={name} openDelay={300}>
              <ActionIcon
                variant={name === value ? 'filled' : 'subtle'}
                color={name === value ? undefined : 'gray'}
                size="lg"
                aria-label={name}
                aria-pressed={name === value}
                onClick={() => onPick(name)}
              >
                <Icon name={name} size={20} />
              </ActionIcon>
            </Tooltip>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 ? (
        <Pagination size="xs" total={pages} value={Math.min(current, pages)} onChange={setCurrent} />
      ) : null}
    </Stack>
  );
}
