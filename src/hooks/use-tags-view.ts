import { useCallback } from 'react';
import { useTabs, useTabsRef } from '@/app/actor-context';
import { currentPath, navigate } from '@/app/router/hash-location';

/**
 * What a page may do with its own tab (issue #3): close it (moving to its neighbour), reload it, or
 * give it a title (e.g. the record it shows). Acts on the page's tab, or on `path` when given.
 */
export function useTagsView() {
  const tabs = useTabsRef();
  const visited = useTabs((s) => s.context.visited);

  const closeCurrent = useCallback(
    (path = currentPath()) => {
      const index = visited.findIndex((tab) => tab.path === path);
      const next = visited[index + 1] ?? visited[index - 1];
      tabs.send({ type: 'tabs.close', path });
      if (path === currentPath()) navigate(next?.fullPath ?? '/');
    },
    [tabs, visited],
  );
  const refreshPage = useCallback(
    (path = currentPath()) => tabs.send({ type: 'tabs.refresh', path }),
    [tabs],
  );
  const setTitle = useCallback(
    (title: string, path = currentPath()) => tabs.send({ type: 'tabs.setTitle', path, title }),
    [tabs],
  );
  return { closeCurrent, refreshPage, setTitle };
}
