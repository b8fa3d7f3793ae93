import { createContext } from 'react';
import type { RouteEntry } from '@machines/types';

/**
 * The routes the console can show now. The app provides them (`src/app/router/RouteEntriesProvider`):
 * components read the route they render under without knowing where the route table lives.
 */
export const RouteEntriesContext = createContext<RouteEntry[]>([]);
