import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconTextSize } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ComponentSize } from '@machines/types';
import { useLayout, useLayoutRef } from '@/app/actor-context';

const SIZES: ComponentSize[] = ['default', 'large', 'small'];

export function SizeSwitch() {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const current = useLayout((s) => s.context.currentSize);
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Tooltip label={t('header.size')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.size')}>
            <IconTextSize size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {SIZES.map((size) => (
          <Menu.Item
            key={size}
            fw={size === current ? 700 : undefined}
            aria-current={size === current ? 'true' : undefined}
            onClick={() => layout.send({ type: 'layout.setSize', size })}
          >
            {t(`size.${size}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
