import { BUSINESS_AREAS } from '../areas/index';
import { demoDataHandlers } from './demo-data';

/** Every business module of business.md §2, area by area (Permission/GetMenus is the access area's). */
export const businessHandlers = [...BUSINESS_AREAS.flatMap((area) => area.routes), ...demoDataHandlers];
