import type { SaveKind } from '../../services/contract';
import type { DocOf } from '../../store/store';
import { listRecords } from '../../store/table-lists';
import type { CartonBinding, Certificate, Declaration, Listing, Sku } from '../../store/types/sku';
import { actionHandler, crudHandlers, ownScope } from '../../api/crud';
import type { Field, ListSpec } from '../../store/list-query';
import { businessGet, businessPost, idsIn, pascal, type CallResult, type PostContext } from '../../api/route';
import { getVisible, remove, save } from '../../api/services';
import { certificateFileHandlers, saveCertificate } from './certificates.routes';
import { skuLabelHandlers } from './labels.routes';

export const skuSpec: ListSpec<Sku> = {
  keyword: ['sku', 'nameEn', 'nameCn', 'barcode', 'systemBarcode'],
  equals: {
    cargoAttribute: 'cargoAttribute',
    category: 'category',
    sku: 'sku',
  },
  ranges: { created: { field: 'createdAt' } },
  sorts: {
    sku: 'sku',
    nameEn: 'nameEn',
    weightKg: 'weightKg',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

type SubCollection = 'declarations' | 'certificates' | 'listings' | 'cartons';

/** `Sku/Get<Plural>?skuId=`, `Sku/Save<One>`, `Sku/Delete<Plural> {ids}` for one sub-resource. */
function subResource<N extends SubCollection>(
  collection: N,
  kind: SaveKind,
  names: { one: string; plural: string },
  spec: ListSpec<DocOf<N>>,
  saveOne: (ctx: PostContext) => CallResult | Promise<CallResult> = ({ db, actor, body }) =>
    save(db, actor, kind, body),
) {
  return [
    businessGet(`Sku/Get${names.plural}`, async ({ db, actor, query }) => {
      // The records of one SKU: another customer's SKU is not found, as its own Get says.
      const skuId = query.get('skuId') ?? '';
      const sku = skuId === '' ? null : await getVisible(db, actor, 'skus', skuId);
      if (sku && !sku.ok) return sku;
      return await listRecords(db, collection, query, spec, ownScope(actor, query));
    }),
    businessPost(`Sku/Save${names.one}`, saveOne),
    businessPost(
      `Sku/Delete${names.plural}`,
      async ({ db, actor, body }) => await remove(db, actor, kind, idsIn(body)),
    ),
  ];
}

/**
 * `Sku/Approve<One>`, `Sku/Reject<One> { id, reason }`: the operator's review of a declaration or a
 * certificate through its chart (business.md §2: one POST per lifecycle action).
 */
const reviewHandlers = (kind: 'declaration' | 'certificate', one: string) =>
  (['approve', 'reject'] as const).map((event) => actionHandler(`Sku/${pascal(event)}${one}`, kind, event));

/**
 * A certificate's status as shown, filtered and counted: EXPIRED once past its expiry day, unless
 * rejected (`shownCertificateStatus`, said as a list's field; table-lists.test.ts holds them equal).
 */
export const CERTIFICATE_SHOWN_STATUS = {
  shows: 'EXPIRED',
  from: 'expiresAt',
  status: 'status',
  except: ['REJECTED'],
} as const satisfies Field<Certificate>;

const bySkuId = { skuId: 'skuId', sku: 'sku' } as const;

export const declarationSpec: ListSpec<Declaration> = {
  keyword: ['sku', 'hsCode', 'declaredNameEn'],
  equals: { ...bySkuId, countryCode: 'countryCode', direction: 'direction' },
  sorts: { countryCode: 'countryCode', sku: 'sku', declaredValue: 'declaredValue' },
  defaultSort: { field: 'countryCode', order: 'asc' },
  status: 'status',
};

export const certificateSpec: ListSpec<Certificate> = {
  keyword: ['sku', 'certificateNo', 'issuer'],
  equals: { ...bySkuId, type: 'type', countryCode: { each: 'countryCodes' } },
  ranges: { expires: { field: 'expiresAt' } },
  sorts: { type: 'type', issuedAt: 'issuedAt', expiresAt: 'expiresAt' },
  defaultSort: { field: 'issuedAt', order: 'desc' },
  status: CERTIFICATE_SHOWN_STATUS,
};

export const listingSpec: ListSpec<Listing> = {
  keyword: ['sku', 'platformSku', 'platformItemId', 'storeName'],
  equals: { ...bySkuId, platform: 'platform', storeName: 'storeName', site: 'site' },
  sorts: {
    platform: 'platform',
    platformSku: 'platformSku',
    sellingPrice: 'sellingPrice',
  },
  defaultSort: { field: 'platform', order: 'asc' },
  status: 'status',
};

export const cartonSpec: ListSpec<CartonBinding> = {
  keyword: ['cartonSku', 'componentSku', 'barcode'],
  equals: { componentSku: 'componentSku', cartonSku: 'cartonSku' },
  sorts: {
    cartonSku: 'cartonSku',
    unitsPerCarton: 'unitsPerCarton',
    createdAt: 'createdAt',
  },
  defaultSort: { field: 'cartonSku', order: 'asc' },
  status: 'status',
};

/** The SKU chart's events with a call of their own, `POST Sku/<Event>`. */
export const SKU_ACTIONS = ['submit', 'approve', 'reject', 'freeze', 'unfreeze', 'discard'] as const;

export const skuHandlers = [
  ...crudHandlers({
    module: 'Sku',
    collection: 'skus',
    kind: 'sku',
    scope: ownScope,
    spec: skuSpec,
    actions: { kind: 'sku', events: SKU_ACTIONS },
  }),
  ...subResource(
    'declarations',
    'declaration',
    { one: 'Declaration', plural: 'Declarations' },
    declarationSpec,
  ),
  ...reviewHandlers('declaration', 'Declaration'),
  ...subResource(
    'certificates',
    'certificate',
    { one: 'Certificate', plural: 'Certificates' },
    certificateSpec,
    saveCertificate,
  ),
  ...reviewHandlers('certificate', 'Certificate'),
  ...subResource('listings', 'listing', { one: 'Listing', plural: 'Listings' }, listingSpec),
  ...subResource('cartons', 'carton', { one: 'Carton', plural: 'Cartons' }, cartonSpec),
  ...skuLabelHandlers,
  ...certificateFileHandlers,
];
