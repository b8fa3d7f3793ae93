import { useCallback, useRef, useState } from 'react';

export interface LogEntry {
  id: number;
  at: Date;
  /** a message key under `widgets.request.logs` */
  key: string;
  params?: Record<string, string | number>;
  tone: 'info' | 'success' | 'warning' | 'error';
}

const MAX_ENTRIES = 50;

/** What happened, newest first, kept to the last 50 entries. */
export function useLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const next = useRef(0);
  const add = useCallback((key: string, tone: LogEntry['tone'], params?: LogEntry['params']) => {
    next.current += 1;
    const entry: LogEntry = { id: next.current, at: new Date(), key, params, tone };
    setEntries((current) => [entry, ...current].slice(0, MAX_ENTRIES));
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, clear };
}

export type AddLog = ReturnType<typeof useLog>['add'];
