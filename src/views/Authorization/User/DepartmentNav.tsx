import { NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuilding, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Department } from '@/api/sample-types';

export interface DepartmentNavProps {
  tree: Department[];
  loading: boolean;
  /** '' for every department */
  selected: string;
  onSelect: (id: string) => void;
}

function Branch({
  departments,
  selected,
  onSelect,
}: Omit<DepartmentNavProps, 'loading' | 'tree'> & { departments: Department[] }) {
  return departments.map((department) => (
    <NavLink
      key={department.id}
      component="button"
      type="button"
      label={department.departmentName}
      leftSection={<IconBuilding size={16} aria-hidden />}
      active={selected === department.id}
      aria-current={selected === department.id ? 'true' : undefined}
      onClick={() => onSelect(department.id)}
      // the departments are few: the tree stays open (no chevron), a click chooses
      opened
      rightSection={<span />}
      childrenOffset={16}
    >
      {department.children?.length ? (
        <Branch departments={department.children} selected={selected} onSelect={onSelect} />
      ) : undefined}
    </NavLink>
  ));
}

/** The department tree beside the user table: choosing a department shows its users and those below it. */
export function DepartmentNav({ tree, loading, selected, onSelect }: DepartmentNavProps) {
  const { t } = useTranslate();
  return (
    <Stack gap={4} component="nav" aria-label={t('authorization.user.departments')}>
      <Text fw={600} fz="sm">
        {t('authorization.user.departments')}
      </Text>
      <ScrollArea.Autosize mah={480} type="auto">
        <NavLink
          component="button"
          type="button"
          label={t('authorization.user.allDepartments')}
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          active={selected === ''}
          aria-current={selected === '' ? 'true' : undefined}
          onClick={() => onSelect('')}
        />
        {loading && tree.length === 0 ? (
          <Stack gap={6} mt={6} aria-busy="true">
            <Skeleton h={28} />
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : (
          <Branch departments={tree} selected={selected} onSelect={onSelect} />
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
