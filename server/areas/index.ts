import type { DocumentKind, SaveKind } from '../services/contract';
import type { Area, Performer, Saver } from './area';
import { auditArea } from './audit/area';
import { avatarsArea } from './avatars/area';
import { customersArea } from './customers/area';
import { financeArea } from './finance/area';
import { inboundArea } from './inbound/area';
import { inventoryArea } from './inventory/area';
import { outboundArea } from './outbound/area';
import { rmaArea } from './rma/area';
import { skuArea } from './sku/area';
import { warehousesArea } from './warehouses/area';

/**
 * Every business area of the back-end, each registered here once; in the browser they answer in the
 * business worker beside the data (mocks/worker/). Their routes are tried in this order. The areas
 * that answer in the page (sign-in, the seed's samples) are `page-areas.ts`: `save` and `act` import
 * this list, and the seed with them, which has no use for the page's areas.
 */
export const BUSINESS_AREAS = [
  warehousesArea,
  skuArea,
  inboundArea,
  outboundArea,
  inventoryArea,
  rmaArea,
  financeArea,
  customersArea,
  auditArea,
  avatarsArea,
] as const;

type Area_ = (typeof BUSINESS_AREAS)[number];
/** The kinds the areas' `save` (or `act`) name, together. */
type KindsOf<A, F extends 'save' | 'act'> = A extends unknown
  ? F extends keyof A
    ? keyof NonNullable<A[F]>
    : never
  : never;
type Owned<F extends 'save' | 'act'> = KindsOf<Area_, F>;
/** `true` when every kind is owned, else the kinds no area owns (the type checker names them). */
type EveryKindOwned<All, F extends 'save' | 'act'> = [Exclude<All, Owned<F>>] extends [never]
  ? true
  : Exclude<All, Owned<F>>;
const everySaveKindOwned: EveryKindOwned<SaveKind, 'save'> = true;
const everyDocumentKindOwned: EveryKindOwned<DocumentKind, 'act'> = true;
void [everySaveKindOwned, everyDocumentKindOwned];

/** The areas' registrations of one field, merged; a kind two areas claim is refused at start. */
function merged(field: 'save' | 'act'): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const area of BUSINESS_AREAS as readonly Area[]) {
    for (const [kind, registered] of Object.entries(area[field] ?? {})) {
      if (kind in all) throw new Error(`the kind ${kind} is registered by two areas (${field})`);
      all[kind] = registered;
    }
  }
  return all;
}

/** How each kind is saved (`server/services/save.ts`). */
export const SAVERS = merged('save') as { readonly [K in SaveKind]: Saver<K> };
/** How each kind takes a lifecycle step (`server/services/act.ts`). */
export const PERFORMERS = merged('act') as { readonly [K in DocumentKind]: Performer<K> };
