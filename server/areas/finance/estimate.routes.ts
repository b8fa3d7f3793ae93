import { businessQueryPost } from '../../api/route';
import { estimateFees } from '../../api/services';

/**
 * `POST <Module>/Estimate`: `{ id }` of a stored document, or the form's values of an unsaved one:
 * the fee items it will cost (shown at submit; outbound submit checks it against the purse).
 */
export function estimateHandler(module: string, kind: 'inbound' | 'outbound') {
  return businessQueryPost(`${module}/Estimate`, async ({ db, actor, body }) => {
    const id = typeof body.id === 'string' && body.id !== '' ? body.id : null;
    return await estimateFees(db, actor, kind, id ?? body);
  });
}
