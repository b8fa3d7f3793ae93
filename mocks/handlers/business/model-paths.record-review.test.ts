import { certificateCases } from '@machines/business/certificate-review.cases';
import { declarationCases } from '@machines/business/declaration-review.cases';
import {
  answered,
  capitalised,
  replayOverHttp,
  type Callers,
  type DocumentKind,
} from './model-paths.test-support';
import type { Caller } from './testing';

// The review charts of an SKU's certificates and customs declarations over HTTP (see
// model-paths.test-support.ts): each path's record is filed by the seller on a new SKU of its own,
// read back from the SKU's list of them (they have no Get of their own), reviewed by the operator.

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const skuCode = (n: number) => `MODEL-REC-${n}`;

/** The SKU each path's record belongs to: a new one of the seller's. */
async function newSku(customer: Caller, n: number): Promise<string> {
  const saved = await customer.post<{ id: string }>('Sku/Save', {
    sku: skuCode(n),
    nameCn: 'Model path',
    nameEn: 'Model path',
    weightKg: 1,
    lengthCm: 20,
    widthCm: 15,
    heightCm: 10,
    category: 'Home',
    cargoAttribute: 'GENERAL',
  });
  answered(saved);
  return saved.data.id;
}

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

const certificateBody = (n: number, fileId: string, edits = 0) => ({
  sku: skuCode(n),
  type: 'CE',
  countryCodes: ['US'],
  certificateNo: `MODEL-CE-${n}-${edits}`,
  issuer: 'Model path lab',
  issuedAt: isoDay(-30),
  expiresAt: isoDay(365),
  fileId,
});

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

/** How many times each record was edited: each edit changes what the operator reviewed. */
const edits = new Map<string, number>();
const nextEdit = (id: string) => {
  const count = (edits.get(id) ?? 0) + 1;
  edits.set(id, count);
  return count;
};

async function createCertificate({ customer }: Callers, n: number): Promise<string> {
  const skuId = await newSku(customer, n);
  const file = new File([new TextEncoder().encode('%PDF-1.4 certificate')], 'CE.pdf', {
    type: 'application/pdf',
  });
  const upload = await customer.upload<{ id: string }>('Sku/Upload', {
    file,
    purpose: 'certificate',
    docId: skuId,
  });
  answered(upload);
  const saved = await customer.post<{ id: string }>(
    'Sku/SaveCertificate',
    certificateBody(n, upload.data.id),
  );
  answered(saved);
  skuOf.set(saved.data.id, skuId);
  fileOf.set(saved.data.id, upload.data.id);
  return saved.data.id;
}

async function createDeclaration({ customer }: Callers, n: number): Promise<string> {
  const skuId = await newSku(customer, n);
  const saved = await customer.post<{ id: string }>('Sku/SaveDeclaration', declarationBody(n));
  answered(saved);
  skuOf.set(saved.data.id, skuId);
  return saved.data.id;
}

const CERTIFICATE: DocumentKind = {
  area: 'Certificate',
  cases: certificateCases as unknown as DocumentKind['cases'],
  create: (callers, _context, n) => createCertificate(callers, n),
  editBody: (id, _context, n) => ({ ...certificateBody(n, fileOf.get(id) ?? '', nextEdit(id)), id }),
  routes: {
    read: readFrom('Certificates'),
    save: 'Sku/SaveCertificate',
    action: (type) => `Sku/${capitalised(type)}Certificate`,
  },
};

const DECLARATION: DocumentKind = {
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

replayOverHttp([CERTIFICATE, DECLARATION]);
