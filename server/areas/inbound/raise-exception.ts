import { RAISE_EXCEPTION_STATUSES } from '@machines/business/inbound-exception.machine';
import { lineSkuOf } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { raisedExceptionProblems, readRaisedException } from '@/api/rules/inbound-exception';
import { photoPath, photoUploadId } from './exception-photos';
import { update, type Db } from '../../store/store';
import { uploadsMeeting } from '../../store/uploads';
import type { InboundException, InboundOrder } from '../../store/types/documents';
import { roleAt, roleFailure } from '../../services/access';
import { failure, type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { logRow, withRow } from '../../services/log';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { getVisible } from '../../services/visibility';

/** Raising is the warehouse's work: at a self-service warehouse its owner raises them. */
const RAISE_STEPS: ReadonlySet<string> = new Set(['raiseException']);

/**
 * The photos' paths; each must name a photo the caller uploaded (`Inbound/Upload`, purpose photo)
 * for this order or for no order yet, or its field says so.
 */
async function photosOf(
  db: Db,
  actor: Actor,
  orderId: string,
  references: string[],
  fields: FieldMessages,
): Promise<string[]> {
  // a list refused as a whole (too many) is not asked of photo by photo
  if (fields.photos) return [];
  const ids = references.map(photoUploadId);
  const uploads = await uploadsMeeting(db, {
    id: ids.filter((id): id is string => id !== null),
    purpose: 'photo',
  });
  const photos = new Set(
    uploads
      .filter((upload) => upload.docId === null || upload.docId === orderId)
      .filter((upload) => actor.customerId === null || upload.customerId === actor.customerId)
      .map((upload) => upload.id),
  );
  return references.map((reference, index) => {
    const id = ids[index];
    if (id === null || !photos.has(id)) fields[`photos.${index}`] = { key: 'exceptionPhotoUnknown' };
    return photoPath(id ?? reference);
  });
}

/**
 * An exception the warehouse raises by hand on an order from arrival until putaway (business.md §5):
 * WRONG_SKU, UNREGISTERED_SKU, UNREADABLE_LABEL, DIMENSION_MISMATCH or OTHER, OPEN, so it blocks
 * putaway until resolved like the automatic ones. Answers the order, with the exception and an
 * action-log row. 404 unknown or another customer's order; 409 before arrival or after putaway; 403
 * for a customer (but the owner of a self-service warehouse); 422 per field.
 */
export async function raiseException(
  db: Db,
  actor: Actor,
  orderId: string,
  input: Record<string, unknown>,
): Promise<Outcome<InboundOrder>> {
  const found = await getVisible(db, actor, 'inbounds', orderId);
  if (!found.ok) return found;
  const order = found.value;
  if (!RAISE_EXCEPTION_STATUSES.some((status) => status === order.status)) {
    return failure(409, 'exceptionNotRaisable', { state: order.status });
  }
  const role = await roleAt(db, actor, order.warehouseCode, 'raiseException', RAISE_STEPS);
  if (role !== 'operator') return roleFailure(actor, 'raiseException');

  const errors: FieldErrors = {};
  const values = readRaisedException(input, errors);
  // the rule asks of the one code raised: looked up first (a SKU of a table is a query)
  const registered = values.sku !== '' && (await lineSkuOf(db, order.customerId, values.sku)) !== undefined;
  raisedExceptionProblems(
    values,
    { boxes: order.boxes, isRegistered: (sku) => sku === values.sku && registered },
    errors,
  );
  const fields = toFieldMessages(errors);
  const photos = await photosOf(db, actor, order.id, values.photos, fields);
  if (hasFields(fields)) return invalid(fields);

  return await run(db, async () => {
    const exception: InboundException = {
      id: `${order.inboundNo}-EX-${order.exceptions.length + 1}`,
      type: values.type,
      boxNo: values.boxNo,
      sku: values.sku,
      qty: values.qty,
      photos,
      status: 'OPEN',
      resolution: null,
      note: values.note,
    };
    const row = logRow(
      actor,
      role,
      'raiseException',
      order.status,
      order.status,
      [exception.id, exception.type, exception.sku, `×${exception.qty}`].filter(Boolean).join(' '),
    );
    return await update(db, 'inbounds', order.id, {
      exceptions: [...order.exceptions, exception],
      actionLog: withRow(order.actionLog, row),
      updatedAt: row.at,
    });
  });
}
