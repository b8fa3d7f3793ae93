import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEdit, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { isDefault } from './strategy-options';

export interface StrategyPermissions {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export interface StrategyRowActionsProps {
  strategy: ReturnStrategy;
  can: StrategyPermissions;
  onEdit: (s: ReturnStrategy) => void;
  onMakeDefault: (s: ReturnStrategy) => void;
  onDelete: (s: ReturnStrategy) => void;
}

/** Edit first; making it the default and deleting under "…". The default cannot be deleted: it says why. */
export function StrategyRowActions({
  strategy,
  can,
  onEdit,
  onMakeDefault,
  onDelete,
}: StrategyRowActionsProps) {
  const { t } = useTranslate();
  if (!can.edit && !can.delete) return null;
  const theDefault = isDefault(strategy);
  return (
    <Group gap={4} wrap="nowrap">
      {can.edit && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconEdit size={14} />}
          onClick={() => onEdit(strategy)}
          aria-label={t('rma.strategy.editNamed', { name: strategy.name })}
        >
          {t('business.action.edit')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('rma.strategy.moreFor', { name: strategy.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can.edit && (
            <Menu.Item
              leftSection={<IconStar size={14} />}
              disabled={theDefault}
              onClick={() => onMakeDefault(strategy)}
            >
              {t(theDefault ? 'rma.strategy.isDefault' : 'rma.strategy.makeDefault')}
            </Menu.Item>
          )}
          {can.delete && (
            <Tooltip label={t('rma.strategy.defaultKept')} disabled={!theDefault} position="left">
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={theDefault}
                onClick={() => onDelete(strategy)}
              >
                {t('business.action.delete')}
                {theDefault ? ` (${t('rma.strategy.defaultKeptShort')})` : ''}
              </Menu.Item>
            </Tooltip>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
