import { useCallback, useState } from 'react';
import { readSettings, settingsKey, writeSettings, type TableSettings } from './table-settings';
import type { Density } from './types';

export interface SettingsDefaults {
  density?: Density;
  striped?: boolean;
  bordered?: boolean;
}

const baseSettings = (defaults: SettingsDefaults): TableSettings => ({
  order: [],
  hidden: [],
  shown: [],
  density: defaults.density ?? 'default',
  striped: defaults.striped ?? false,
  bordered: defaults.bordered ?? false,
});

/** The user's column order, visibility and look for one table, kept under `outpost.table.<id>`. */
export function useTableSettings(tableId: string | undefined, defaults: SettingsDefaults) {
  const [settings, setSettings] = useState(() => readSettings(tableId, baseSettings(defaults)));
  // stable while the table and its defaults stay: the memoised menus they are handed skip a list's renders
  const { density, striped, bordered } = defaults;
  const update = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      writeSettings(tableId, next);
    },
    [tableId],
  );
  const reset = useCallback(() => {
    setSettings(baseSettings({ density, striped, bordered }));
    if (tableId) {
      try {
        localStorage.removeItem(settingsKey(tableId));
      } catch {
        // unavailable storage had nothing to forget
      }
    }
  }, [tableId, density, striped, bordered]);
  return { settings, update, reset };
}
