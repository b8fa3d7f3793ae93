import type { TreeItem } from '@/components/Tree/tree-data';

interface Node {
  key: string;
  children?: Node[];
}

/** The demo's warehouse network; labels are message keys under `widgets.tree.nodes`. */
const NETWORK: Node[] = [
  {
    key: 'na',
    children: [
      { key: 'usWest', children: [{ key: 'la' }, { key: 'ontario' }] },
      { key: 'usEast', children: [{ key: 'nj' }, { key: 'savannah' }] },
      { key: 'canada', children: [{ key: 'toronto' }] },
    ],
  },
  {
    key: 'eu',
    children: [
      { key: 'de', children: [{ key: 'frankfurt' }, { key: 'hamburg' }] },
      { key: 'uk', children: [{ key: 'felixstowe' }] },
    ],
  },
  { key: 'jp', children: [{ key: 'tokyo' }] },
];

/** The network as tree data in the current language. */
export function warehouseTree(translate: (key: string) => string, nodes: Node[] = NETWORK): TreeItem[] {
  return nodes.map((node) => ({
    value: node.key,
    label: translate(`widgets.tree.nodes.${node.key}`),
    children: node.children ? warehouseTree(translate, node.children) : undefined,
  }));
}

/** Keeps the order (after drags) while taking the labels of the current language. */
export function relabel(data: TreeItem[], translate: (key: string) => string): TreeItem[] {
  return data.map((item) => ({
    ...item,
    label: translate(`widgets.tree.nodes.${item.value}`),
    children: item.children ? relabel(item.children, translate) : undefined,
  }));
}
