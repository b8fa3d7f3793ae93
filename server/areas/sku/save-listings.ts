import { INBOUND_STATUSES } from '@machines/business/inbound-order.machine';
import { RMA_STATUSES } from '@machines/business/rma.machine';
import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import { cartonByCode, forgetLookups, skuByCode } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readCarton, readListing } from '@/api/rules/sku';
import { anyNaming, filter, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { CartonBinding, Listing, Sku } from '../../store/types/sku';
import { isFailure, ownerFor } from '../../services/access';
import { failure, type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

/** The master records around a SKU: each belongs to a customer and names one of its SKUs. */

type Owned = { customerId: string };

export async function ownerOf(db: Db, actor: Actor, input: Record<string, unknown>, existing: Owned | null) {
  return existing?.customerId ?? (await ownerFor(db, actor, input));
}

export async function skuField(
  db: Db,
  customerId: string,
  code: string,
  fields: FieldMessages,
): Promise<Sku | undefined> {
  const sku = await skuByCode(db, customerId, code);
  if (!sku && !fields.sku) fields.sku = { key: 'skuUnknown' };
  return sku;
}

export async function saveListing(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Listing | null,
): Promise<Outcome<Listing>> {
  const customerId = await ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readListing(input, errors);
  const fields = toFieldMessages(errors);
  const sku = await skuField(db, customerId, values.sku, fields);
  const clash = (
    await filter(db, 'listings', {
      customerId,
      platform: values.platform,
      storeName: values.storeName,
      platformSku: values.platformSku,
    })
  ).some((l) => l.id !== existing?.id);
  if (clash && !fields.platformSku) fields.platformSku = { key: 'platformSkuTaken' };
  if (hasFields(fields) || !sku) return invalid(fields);
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku };
  return await run(db, async () =>
    existing
      ? await update(db, 'listings', existing.id, record)
      : await insert(db, 'listings', { ...record, id: await nextDocNo(db, prefixOf('listing')) }),
  );
}

/** A carton binding is used once a document (not cancelled) names it: its stock came or goes through it. */
export async function cartonInUse(db: Db, carton: CartonBinding): Promise<boolean> {
  const { customerId, cartonSku } = carton;
  const kept = <S extends string>(statuses: readonly S[]) => statuses.filter((s) => s !== 'CANCELLED');
  return (
    (await anyNaming(db, 'inbounds', { customerId, status: kept(INBOUND_STATUSES) }, 'boxes.lines.sku', [
      cartonSku,
    ])) ||
    (await anyNaming(db, 'outbounds', { customerId, status: kept(OUTBOUND_STATES) }, 'lines.sku', [
      cartonSku,
    ])) ||
    (await anyNaming(db, 'rmas', { customerId, status: kept(RMA_STATUSES) }, 'lines.sku', [cartonSku]))
  );
}

export async function saveCarton(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: CartonBinding | null,
): Promise<Outcome<CartonBinding>> {
  const customerId = await ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  if (existing && (await cartonInUse(db, existing)))
    return failure(409, 'recordInUse', { id: existing.cartonSku });
  const errors: FieldErrors = {};
  const values = readCarton(input, errors);
  const fields = toFieldMessages(errors);
  // a record of a table is a copy: the same binding is the same id
  const clash = await cartonByCode(db, customerId, values.cartonSku);
  if (
    !fields.cartonSku &&
    ((clash && clash.id !== existing?.id) || (await skuByCode(db, customerId, values.cartonSku)))
  ) {
    fields.cartonSku = { key: 'skuCodeTaken' };
  }
  const component = await skuByCode(db, customerId, values.componentSku);
  if (!fields.componentSku && component?.status !== 'APPROVED')
    fields.componentSku = { key: 'componentSkuInvalid' };
  if (hasFields(fields)) return invalid(fields);
  const record = { ...values, customerId };
  return await run(db, async () => {
    if (!existing)
      return await insert(db, 'cartons', {
        ...record,
        id: await nextDocNo(db, prefixOf('carton')),
        createdAt: isoAt(),
      });
    const updated = await update(db, 'cartons', existing.id, record);
    forgetLookups(db);
    return updated;
  });
}
