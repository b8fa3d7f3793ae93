import { cartonByCode, forgetLookups, skuByCode } from '../../lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readStrategy } from '@/api/rules/rma';
import { readCarton, readCertificate, readDeclaration, readListing } from '@/api/rules/sku';
import { insert, isoAt, nextDocNo, update, type Db } from '../../store';
import type { CartonBinding, Certificate, Declaration, Listing, ReturnStrategy, Sku } from '../../types/sku';
import { isFailure, ownerFor } from '../access';
import { failure, type Actor, type FieldMessages, type Outcome } from '../contract';
import { hasFields, invalid, run, toFieldMessages } from '../outcome';
import { reviewAgain } from './sku';

/** The master records around a SKU: each belongs to a customer and names one of its SKUs. */

type Owned = { customerId: string };

function ownerOf(db: Db, actor: Actor, input: Record<string, unknown>, existing: Owned | null) {
  return existing?.customerId ?? ownerFor(db, actor, input);
}

function skuField(db: Db, customerId: string, code: string, fields: FieldMessages): Sku | undefined {
  const sku = skuByCode(db, customerId, code);
  if (!sku && !fields.sku) fields.sku = { key: 'skuUnknown' };
  return sku;
}

/** An operator may set a review status; anything a customer saves waits for review again. */
function statusFrom<S extends string>(
  actor: Actor,
  input: Record<string, unknown>,
  values: readonly S[],
  pending: S,
): S {
  if (actor.role !== 'operator') return pending;
  return values.find((value) => value === input.status) ?? pending;
}

export function saveDeclaration(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Declaration | null,
): Outcome<Declaration> {
  const customerId = ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readDeclaration(input, errors);
  const fields = toFieldMessages(errors);
  const sku = skuField(db, customerId, values.sku, fields);
  const clash = db.declarations.find(
    (d) =>
      d.skuId === sku?.id &&
      d.countryCode === values.countryCode &&
      d.direction === values.direction &&
      d !== existing,
  );
  if (clash && !fields.countryCode) fields.countryCode = { key: 'declarationDuplicate' };
  if (hasFields(fields) || !sku) return invalid(fields);
  const status = statusFrom(actor, input, ['PENDING', 'APPROVED', 'REJECTED'] as const, 'PENDING');
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku, status };
  return run(db, () => {
    if (actor.role === 'customer')
      reviewAgain(db, actor, sku, `declaration ${values.countryCode} ${values.direction}`);
    if (existing) return update(db, 'declarations', existing.id, record);
    return insert(db, 'declarations', { ...record, id: nextDocNo(db, 'DC') });
  });
}

export function saveCertificate(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Certificate | null,
): Outcome<Certificate> {
  const customerId = ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readCertificate(input, errors);
  const fields = toFieldMessages(errors);
  const sku = skuField(db, customerId, values.sku, fields);
  if (hasFields(fields) || !sku) return invalid(fields);
  const status = statusFrom(actor, input, ['PENDING', 'VALID', 'REJECTED', 'EXPIRED'] as const, 'PENDING');
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku, status };
  return run(db, () =>
    existing
      ? update(db, 'certificates', existing.id, record)
      : insert(db, 'certificates', { ...record, id: nextDocNo(db, 'CT') }),
  );
}

export function saveListing(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Listing | null,
): Outcome<Listing> {
  const customerId = ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readListing(input, errors);
  const fields = toFieldMessages(errors);
  const sku = skuField(db, customerId, values.sku, fields);
  const clash = db.listings.some(
    (l) =>
      l.customerId === customerId &&
      l.platform === values.platform &&
      l.storeName === values.storeName &&
      l.platformSku === values.platformSku &&
      l !== existing,
  );
  if (clash && !fields.platformSku) fields.platformSku = { key: 'platformSkuTaken' };
  if (hasFields(fields) || !sku) return invalid(fields);
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku };
  return run(db, () =>
    existing
      ? update(db, 'listings', existing.id, record)
      : insert(db, 'listings', { ...record, id: nextDocNo(db, 'LS') }),
  );
}

/** A carton binding is used once a document (not cancelled) names it: its stock came or goes through it. */
export function cartonInUse(db: Db, carton: CartonBinding): boolean {
  const mine = (doc: { customerId: string; status: string }) =>
    doc.customerId === carton.customerId && doc.status !== 'CANCELLED';
  return (
    db.inbounds.some(
      (o) => mine(o) && o.boxes.some((b) => b.lines.some((l) => l.sku === carton.cartonSku)),
    ) ||
    db.outbounds.some((o) => mine(o) && o.lines.some((l) => l.sku === carton.cartonSku)) ||
    db.rmas.some((r) => mine(r) && r.lines.some((l) => l.sku === carton.cartonSku))
  );
}

export function saveCarton(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: CartonBinding | null,
): Outcome<CartonBinding> {
  const customerId = ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  if (existing && cartonInUse(db, existing)) return failure(409, 'recordInUse', { id: existing.cartonSku });
  const errors: FieldErrors = {};
  const values = readCarton(input, errors);
  const fields = toFieldMessages(errors);
  const clash = cartonByCode(db, customerId, values.cartonSku);
  if (!fields.cartonSku && ((clash && clash !== existing) || skuByCode(db, customerId, values.cartonSku))) {
    fields.cartonSku = { key: 'skuCodeTaken' };
  }
  const component = skuByCode(db, customerId, values.componentSku);
  if (!fields.componentSku && component?.status !== 'APPROVED')
    fields.componentSku = { key: 'componentSkuInvalid' };
  if (hasFields(fields)) return invalid(fields);
  const record = { ...values, customerId };
  return run(db, () => {
    if (!existing) return insert(db, 'cartons', { ...record, id: nextDocNo(db, 'CTN'), createdAt: isoAt() });
    const updated = update(db, 'cartons', existing.id, record);
    forgetLookups(db);
    return updated;
  });
}

export function saveReturnStrategy(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: ReturnStrategy | null,
): Outcome<ReturnStrategy> {
  const customerId = ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readStrategy(input, errors);
  const fields = toFieldMessages(errors);
  if (values.sku !== null && !fields.sku && !skuByCode(db, customerId, values.sku))
    fields.sku = { key: 'skuUnknown' };
  const clash = db.returnStrategies.find(
    (s) => s.customerId === customerId && s !== existing && s.scope === values.scope && s.sku === values.sku,
  );
  if (clash && !fields.scope && !fields.sku) {
    if (values.scope === 'CUSTOMER_DEFAULT') fields.scope = { key: 'defaultStrategyExists' };
    else fields.sku = { key: 'skuStrategyExists' };
  }
  if (hasFields(fields)) return invalid(fields);
  const at = isoAt();
  const record = { ...values, customerId, updatedAt: at };
  return run(db, () =>
    existing
      ? update(db, 'returnStrategies', existing.id, record)
      : insert(db, 'returnStrategies', { ...record, id: nextDocNo(db, 'RS'), createdAt: at }),
  );
}
