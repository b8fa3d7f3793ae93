import { certificateCases } from '@machines/business/certificate-review.cases';
import { declarationCases } from '@machines/business/declaration-review.cases';
import {
  answered,
  capitalised,
  certificateBody,
  filedCertificate,
  savedId,
  type Callers,
  type DocumentKind,
} from '../../api/model-paths.test-support';
import { skuInput, type Caller } from '../../api/testing';

// The review charts of an SKU's certificates and customs declarations over HTTP (see
// model-paths.test-support.ts): each record is filed by the seller on a new SKU of its own, read
// back from the SKU's list of them (they have no Get of their own), reviewed by the operator.

const skuCode = (n: number) => `MODEL-REC-${n}`;

/** The SKU each record belongs to: a new one of the seller's. */
async function newSku(customer: Caller, n: number): Promise<string> {
  return savedId(
    customer,
    'Sku/Save',
    skuInput({ sku: skuCode(n), nameCn: 'Model path', nameEn: 'Model path', category: 'Home' }),
  );
}

const declarationBody = (n: number, edits = 0) => ({
  sku: skuCode(n),
  countryCode: 'US',
  direction: 'IMPORT',
  declaredNameEn: `Model path ${edits}`,
  declaredNameCn: 'Model path',
  hsCode: '940540',
  declaredValue: 10 + edits,
  currency: 'USD',
  originCountry: 'CN',
});

/**
 * The two kinds, with state of their own: each test file makes its own (a worker's files share
 * modules).
 */
export function recordReviewKinds(): { certificate: DocumentKind; declaration: DocumentKind } {
  /** Each record's SKU (id), and the certificate's uploaded file, by record id. */
  const skuOf = new Map<string, string>();
  const fileOf = new Map<string, string>();

  /** A record of `plural` read from its SKU's list of them; undefined once deleted. */
  const readFrom =
    (plural: string) =>
    async (operator: Caller, id: string): Promise<{ status: string } | undefined> => {
      const listed = await operator.get<{ list: { id: string; status: string }[] }>(
        `Sku/Get${plural}?skuId=${skuOf.get(id)}&pageSize=50`,
      );
      answered(listed);
      return listed.data.list.find((row) => row.id === id);
    };

  /** How many times each record was edited: each edit changes what the operator reviewed. */
  const edits = new Map<string, number>();
  const nextEdit = (id: string) => {
    const count = (edits.get(id) ?? 0) + 1;
    edits.set(id, count);
    return count;
  };

  async function createCertificate({ customer }: Callers, n: number): Promise<string> {
    const skuId = await newSku(customer, n);
    const filed = await filedCertificate(customer, { id: skuId, code: skuCode(n) }, 'CE', `MODEL-CE-${n}-0`);
    skuOf.set(filed.id, skuId);
    fileOf.set(filed.id, filed.fileId);
    return filed.id;
  }

  async function createDeclaration({ customer }: Callers, n: number): Promise<string> {
    const skuId = await newSku(customer, n);
    const id = await savedId(customer, 'Sku/SaveDeclaration', declarationBody(n));
    skuOf.set(id, skuId);
    return id;
  }

  const certificate: DocumentKind = {
    area: 'Certificate',
    cases: certificateCases as unknown as DocumentKind['cases'],
    create: (callers, _context, n) => createCertificate(callers, n),
    editBody: (id, _context, n) => ({
      ...certificateBody(skuCode(n), 'CE', `MODEL-CE-${n}-${nextEdit(id)}`, fileOf.get(id) ?? ''),
      id,
    }),
    routes: {
      read: readFrom('Certificates'),
      save: 'Sku/SaveCertificate',
      action: (type) => `Sku/${capitalised(type)}Certificate`,
    },
  };

  const declaration: DocumentKind = {
    area: 'Declaration',
    cases: declarationCases as unknown as DocumentKind['cases'],
    create: (callers, _context, n) => createDeclaration(callers, n),
    editBody: (id, _context, n) => ({ ...declarationBody(n, nextEdit(id)), id }),
    routes: {
      read: readFrom('Declarations'),
      save: 'Sku/SaveDeclaration',
      action: (type) => `Sku/${capitalised(type)}Declaration`,
    },
  };

  return { certificate, declaration };
}
