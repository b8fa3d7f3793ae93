import { declarationReviewMachine } from '@machines/business/declaration-review.machine';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import { filter, type Db } from '../../store/store';
import type { Sku } from '../../store/types/sku';
import { judge } from '../../services/charts';
import { skuContext } from '../../services/contexts';
import type { Actor, Outcome } from '../../services/contract';
import { run } from '../../services/outcome';
import { getVisible } from '../../services/visibility';
import { ask, moveTo, textIn, type Request } from '../../services/step';
import { moveRecord } from './actions-records';

/**
 * SKU review (business.md §4). Approval also approves the declarations the review looked at: those
 * their own chart lets the operator approve, each with its log row.
 */
export async function actOnSku(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Sku>> {
  const found = await getVisible(db, actor, 'skus', id);
  if (!found.ok) return found;
  const sku = found.value;
  const request: Request = { db, actor, action, payload, role: actor.role };
  const to = ask(request, skuReviewMachine, sku.status, await skuContext(db, sku));
  if (typeof to !== 'string') return to;
  return await run(db, async () => {
    if (action === 'approve') {
      for (const declaration of await filter(db, 'declarations', { skuId: sku.id })) {
        const verdict = judge(
          declarationReviewMachine,
          declaration.status,
          {},
          { type: action, by: request.role },
        );
        if (verdict.ok)
          await moveRecord(request, 'declarations', declaration, verdict.status, `SKU ${sku.sku}`);
      }
    }
    const reason = textIn(payload, 'reason');
    const remark =
      action === 'reject' || action === 'freeze' ? reason : action === 'approve' ? '' : sku.reviewRemark;
    return await moveTo(request, 'skus', sku, to, { reviewRemark: remark }, reason);
  });
}
