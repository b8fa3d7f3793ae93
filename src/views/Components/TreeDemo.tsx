import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { checkSummary, leavesOf, parentValues, type TreeItem } from '@/components/Tree/tree-data';
import { Tree } from '@/components/Tree/Tree';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';
import { relabel, warehouseTree } from './tree/warehouse-tree';

function Values({ label, values, names }: { label: string; values: string[]; names: Map<string, string> }) {
  const { t } = useTranslate();
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label} ({values.length})
      </Text>
      <Group gap={4}>
        {values.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('widgets.tree.none')}
          </Text>
        ) : (
          values.map((value) => (
            <Badge key={value} variant="light" tt="none">
              {names.get(value) ?? value}
            </Badge>
          ))
        )}
      </Group>
    </Stack>
  );
}

const namesOf = (data: TreeItem[], names = new Map<string, string>()) => {
  for (const item of data) {
    names.set(item.value, item.label);
    if (item.children) namesOf(item.children, names);
  }
  return names;
};

/** `/components/tree`: check, search and drag the warehouse network; the checked values below it. */
export default function TreeDemo() {
  const { t } = useTranslate();
  const [order, setOrder] = useState<TreeItem[]>(() => warehouseTree(t));
  // labels follow the language (t changes with it); the order follows the drags
  const data = useMemo(() => relabel(order, (key) => t(key)), [order, t]);
  const [checkable, setCheckable] = useState(true);
  const [searchable, setSearchable] = useState(true);
  const [draggable, setDraggable] = useState(true);
  const [checked, setChecked] = useState<string[]>(['la', 'frankfurt', 'hamburg']);
  const [expanded, setExpanded] = useState<string[]>(['na', 'usWest']);
  const summary = checkSummary(data, checked);
  const names = namesOf(data);

  return (
    <DemoPage title={t('router.tree')} description={t('widgets.tree.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DemoSection>
          <Stack gap="sm">
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setExpanded(parentValues(data))}>
                {t('widgets.tree.expandAll')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setExpanded([])}>
                {t('widgets.tree.collapseAll')}
              </Button>
              {checkable ? (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setChecked(data.flatMap(leavesOf).map((leaf) => leaf.value))}
                  >
                    {t('widgets.tree.checkAll')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setChecked([])}>
                    {t('widgets.tree.uncheckAll')}
                  </Button>
                </>
              ) : null}
            </Group>
            <Tree
              data={data}
              label={t('widgets.tree.label')}
              checkable={checkable}
              checked={checked}
              onCheckedChange={setChecked}
              expanded={expanded}
              onExpandedChange={setExpanded}
              searchable={searchable}
              onDataChange={draggable ? setOrder : undefined}
            />
            <Text fz="xs" c="dimmed">
              {t('widgets.tree.keyboard')}
            </Text>
          </Stack>
        </DemoSection>
        <Stack gap="md">
          <DemoSection title={t('widgets.common.options')}>
            <Stack gap="sm">
              <DemoSwitch label={t('widgets.tree.checkable')} checked={checkable} onChange={setCheckable} />
              <DemoSwitch
                label={t('widgets.tree.searchable')}
                checked={searchable}
                onChange={setSearchable}
              />
              <DemoSwitch label={t('widgets.tree.draggable')} checked={draggable} onChange={setDraggable} />
              <Button variant="default" onClick={() => setOrder(warehouseTree(t))} w="fit-content">
                {t('widgets.tree.restore')}
              </Button>
            </Stack>
          </DemoSection>
          {checkable ? (
            <DemoSection>
              <Stack gap="md">
                <Values label={t('widgets.tree.checked')} values={summary.checked} names={names} />
                <Values label={t('widgets.tree.halfChecked')} values={summary.halfChecked} names={names} />
              </Stack>
            </DemoSection>
          ) : null}
        </Stack>
      </SimpleGrid>
    </DemoPage>
  );
}
