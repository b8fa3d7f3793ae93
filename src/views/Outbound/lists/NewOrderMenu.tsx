import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { navigate } from '@/app/router/hash-location';
import { addPath } from '../parts/outbound-paths';

const TYPES = ['B2C', 'B2B', 'FBA'] as const;

/** "New order", with the three kinds of business.md §6 to choose from. */
export function NewOrderMenu() {
  const { t } = useTranslate();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('outbound.list.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {TYPES.map((type) => (
          <Menu.Item key={type} onClick={() => navigate(addPath(type))}>
            {t(`outbound.list.add${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
