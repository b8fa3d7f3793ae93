import { readStrategy } from '@/api/rules/rma';
import type { FieldErrors } from '@/api/rules/fields';
import { skuByCode } from '../../store/lookup';
import { filter, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { ReturnStrategy } from '../../store/types/sku';
import { isFailure } from '../../services/access';
import type { Actor, Outcome } from '../../services/contract';
import { prefixOf } from '../../services/kinds';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { ownerOf } from '../sku/save-listings';

/**
 * A return strategy (business.md §8). Exactly one customer default: saving one as the default makes the
 * former default an ordinary strategy tied to no SKU (in the same step), and the default cannot stop
 * being the default by itself (make another the default). A SKU has at most one strategy of its own.
 */
export async function saveReturnStrategy(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: ReturnStrategy | null,
): Promise<Outcome<ReturnStrategy>> {
  const customerId = await ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readStrategy(input, errors);
  const fields = toFieldMessages(errors);
  if (values.sku !== null && !fields.sku && !(await skuByCode(db, customerId, values.sku)))
    fields.sku = { key: 'skuUnknown' };
  const mine = (await filter(db, 'returnStrategies', { customerId })).filter((s) => s.id !== existing?.id);
  if (values.sku !== null && !fields.sku && mine.some((s) => s.sku === values.sku))
    fields.sku = { key: 'skuStrategyExists' };
  if (existing?.scope === 'CUSTOMER_DEFAULT' && values.scope !== 'CUSTOMER_DEFAULT' && !fields.scope)
    fields.scope = { key: 'defaultStrategyRequired' };
  if (hasFields(fields)) return invalid(fields);
  const at = isoAt();
  const record = { ...values, customerId, updatedAt: at };
  return await run(db, async () => {
    if (values.scope === 'CUSTOMER_DEFAULT') {
      for (const former of mine.filter((s) => s.scope === 'CUSTOMER_DEFAULT')) {
        await update(db, 'returnStrategies', former.id, { scope: 'SKU', sku: null, updatedAt: at });
      }
    }
    return existing
      ? await update(db, 'returnStrategies', existing.id, record)
      : await insert(db, 'returnStrategies', {
          ...record,
          id: await nextDocNo(db, prefixOf('returnStrategy')),
          createdAt: at,
        });
  });
}
