import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { DENSITIES, type TableSettings } from './table-settings';
import type { Density } from './types';

export interface DisplayMenuProps {
  settings: TableSettings;
  onChange: (settings: TableSettings) => void;
}

/** Row density, stripes and borders. */
function DisplayMenuView({ settings, onChange }: DisplayMenuProps) {
  const { t } = useTranslate();
  return (
    <Menu position="bottom-end" shadow="md" closeOnItemClick={false} hideDetached={false}>
      <Menu.Target>
        <Tooltip label={t('table.display')}>
          <ActionIcon variant="default" size="lg" aria-label={t('table.display')}>
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('table.density')}</Menu.Label>
        <Menu.RadioGroup
          value={settings.density}
          onChange={(value) => onChange({ ...settings, density: value as Density })}
        >
          {DENSITIES.map((density) => (
            <Menu.RadioItem key={density} value={density}>
              {t(`table.densities.${density}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.CheckboxItem
          checked={settings.striped}
          onChange={(striped) => onChange({ ...settings, striped })}
        >
          {t('table.striped')}
        </Menu.CheckboxItem>
        <Menu.CheckboxItem
          checked={settings.bordered}
          onChange={(bordered) => onChange({ ...settings, bordered })}
        >
          {t('table.bordered')}
        </Menu.CheckboxItem>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Memoised: a list's loading and new rows leave the menu alone. */
export const DisplayMenu = memo(DisplayMenuView);
