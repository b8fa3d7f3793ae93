import { skuCases } from '@machines/business/sku-review.cases';
import {
  answered,
  filedCertificate,
  type Callers,
  type DocumentKind,
} from '../../api/model-paths.test-support';

// The SKU review chart's documents over HTTP (see model-paths.test-support.ts): each SKU is the
// seller's, new; a battery SKU gets the path's certificates as the seller files them (a PDF
// uploaded, the certificate saved) and the operator finds them valid.

const code = (n: number) => `MODEL-SKU-${n}`;

/** A certificate of `type` for the SKU, filed by the seller and found valid by the operator. */
async function validCertificate({ customer, operator }: Callers, skuId: string, n: number, type: string) {
  const filed = await filedCertificate(customer, { id: skuId, code: code(n) }, type, `MODEL-${type}-${n}`);
  answered(await operator.post('Sku/ApproveCertificate', { id: filed.id }));
}

/** The kind, with state of its own: each test file makes its own (a worker's files share modules). */
export function skuKind(): DocumentKind {
  /** Each SKU's weight as last saved: an edit the review must see again adds to it. */
  const weights = new Map<number, number>();

  /**
   * The seller's SKU. An edit that changes what the review looked at changes its weight; one that
   * does not changes its English name only.
   */
  function skuBody(context: Record<string, unknown>, n: number, edit?: { reviewed: boolean }) {
    const weightKg = (weights.get(n) ?? 1) + (edit?.reviewed ? 0.5 : 0);
    weights.set(n, weightKg);
    return {
      sku: code(n),
      nameCn: 'Model path',
      nameEn: edit ? `Model path, edited ${weightKg}` : 'Model path',
      weightKg,
      lengthCm: 20,
      widthCm: 15,
      heightCm: 10,
      category: 'Home',
      cargoAttribute: context.cargoAttribute,
    };
  }

  return {
    area: 'Sku',
    simpleLimit: 0,
    cases: skuCases as unknown as DocumentKind['cases'],
    create: async (callers, context, n) => {
      const saved = await callers.customer.post<{ id: string }>('Sku/Save', skuBody(context, n));
      answered(saved);
      for (const type of context.validCertificates as string[]) {
        await validCertificate(callers, saved.data.id, n, type);
      }
      return saved.data.id;
    },
    editBody: (id, context, n, event) => ({
      ...skuBody(context, n, { reviewed: event.reviewedFieldsChanged === true }),
      id,
    }),
  };
}
