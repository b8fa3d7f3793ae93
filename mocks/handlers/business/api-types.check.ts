import type * as Api from '@/api/business/types/documents';
import type * as ApiLedger from '@/api/business/types/ledger';
import type * as ApiMaster from '@/api/business/types/master';
import type * as ApiSku from '@/api/business/types/sku';
import type * as Db from '../../db/types/documents';
import type * as DbLedger from '../../db/types/ledger';
import type * as DbMaster from '../../db/types/master';
import type * as DbSku from '../../db/types/sku';

// The console's API types (src/api/business/types) and the records the mock stores and answers must
// be the same shapes: any drift fails `tsc` here, naming the type.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type ApiTypesAgree = [
  Expect<Equal<ApiMaster.Customer, DbMaster.Customer>>,
  Expect<Equal<ApiMaster.Warehouse, DbMaster.Warehouse>>,
  Expect<Equal<ApiMaster.Carrier, DbMaster.Carrier>>,
  Expect<Equal<ApiSku.Sku, DbSku.Sku>>,
  Expect<Equal<ApiSku.Declaration, DbSku.Declaration>>,
  Expect<Equal<ApiSku.Certificate, DbSku.Certificate>>,
  Expect<Equal<ApiSku.Listing, DbSku.Listing>>,
  Expect<Equal<ApiSku.CartonBinding, DbSku.CartonBinding>>,
  Expect<Equal<ApiSku.ReturnStrategy, DbSku.ReturnStrategy>>,
  Expect<Equal<Api.InboundOrder, Db.InboundOrder>>,
  Expect<Equal<Api.OutboundOrder, Db.OutboundOrder>>,
  Expect<Equal<Api.Rma, Db.Rma>>,
  Expect<Equal<Api.Recharge, Db.Recharge>>,
  Expect<Equal<Api.Settlement, Db.Settlement>>,
  Expect<Equal<ApiLedger.InventoryBalance, DbLedger.InventoryBalance>>,
  Expect<Equal<ApiLedger.FlowEntry, DbLedger.FlowEntry>>,
  Expect<Equal<ApiLedger.Purse, DbLedger.Purse>>,
  Expect<Equal<ApiLedger.PurseTransaction, DbLedger.PurseTransaction>>,
  Expect<Equal<ApiLedger.FeeItem, DbLedger.FeeItem>>,
];
