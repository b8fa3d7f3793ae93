import { describe, expect, it } from 'vitest';
import { SKU_STATUSES } from '@machines/business/sku-review.machine';
import { editChangesReview } from './sku-actions';

describe('editChangesReview', () => {
  it('is true only where the chart sends an edited SKU back to review', () => {
    const changing = SKU_STATUSES.filter((status) => editChangesReview(status));
    expect(changing).toEqual(['APPROVED']);
  });
});
