import { useState } from 'react';
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
  const update = (next: TableSettings) => {
    setSettings(next);
    writeSettings(tableId, next);
  };
  const reset = () => {
    setSettings(baseSettings(defaults));
    if (tableId) {
      try {
        localStorage.removeItem(settingsKey(tableId));
      } catch {
        // unavailable storage had nothing to forget
      }
    }
  };
  return { settings, update, reset };
}
