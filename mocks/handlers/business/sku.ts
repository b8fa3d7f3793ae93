import {
  shownCertificateStatus,
  type CertificateShownStatus,
} from '@machines/business/certificate-review.machine';
import { now } from '../../clock';
import type { SaveKind } from '../../db/services/contract';
import { everyRecord, type DocOf } from '../../db/store';
import type { Certificate, Sku } from '../../db/types/sku';
import { actionHandler, crudHandlers, ownScope } from './crud';
import { baseStatusOf, runList, type ListSpec } from './list-query';
import { businessGet, businessPost, idsIn, pascal, type CallResult, type PostContext } from './route';
import { getVisible, remove, save } from './services';
import { certificateFileHandlers, saveCertificate } from './sku-certificates';
import { skuLabelHandlers } from './sku-labels';

const skuSpec: ListSpec<Sku> = {
  keyword: (s) => [s.sku, s.nameEn, s.nameCn, s.barcode, s.systemBarcode],
  equals: {
    cargoAttribute: (s) => s.cargoAttribute,
    category: (s) => s.category,
    sku: (s) => s.sku,
  },
  ranges: { created: { of: (s) => s.createdAt } },
  sorts: {
    sku: (s) => s.sku,
    nameEn: (s) => s.nameEn,
    weightKg: (s) => s.weightKg,
    createdAt: (s) => s.createdAt,
    updatedAt: (s) => s.updatedAt,
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: (s) => baseStatusOf(s.status),
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
      return runList(await everyRecord(db, collection), query, spec, ownScope(actor, query));
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

/** A certificate's status as shown, filtered and counted: EXPIRED once past its expiry day. */
const shownStatus = (c: Certificate): CertificateShownStatus => shownCertificateStatus(c, now());

const bySkuId = { skuId: (row: { skuId: string }) => row.skuId, sku: (row: { sku: string }) => row.sku };

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
    {
      keyword: (d) => [d.sku, d.hsCode, d.declaredNameEn],
      equals: { ...bySkuId, countryCode: (d) => d.countryCode, direction: (d) => d.direction },
      sorts: { countryCode: (d) => d.countryCode, sku: (d) => d.sku, declaredValue: (d) => d.declaredValue },
      defaultSort: { field: 'countryCode', order: 'asc' },
      status: (d) => d.status,
    },
  ),
  ...reviewHandlers('declaration', 'Declaration'),
  ...subResource(
    'certificates',
    'certificate',
    { one: 'Certificate', plural: 'Certificates' },
    {
      keyword: (c) => [c.sku, c.certificateNo, c.issuer],
      equals: { ...bySkuId, type: (c) => c.type, countryCode: (c) => c.countryCodes },
      ranges: { expires: { of: (c) => c.expiresAt } },
      sorts: { type: (c) => c.type, issuedAt: (c) => c.issuedAt, expiresAt: (c) => c.expiresAt },
      defaultSort: { field: 'issuedAt', order: 'desc' },
      status: shownStatus,
    },
    saveCertificate,
  ),
  ...reviewHandlers('certificate', 'Certificate'),
  ...subResource(
    'listings',
    'listing',
    { one: 'Listing', plural: 'Listings' },
    {
      keyword: (l) => [l.sku, l.platformSku, l.platformItemId, l.storeName],
      equals: { ...bySkuId, platform: (l) => l.platform, storeName: (l) => l.storeName, site: (l) => l.site },
      sorts: {
        platform: (l) => l.platform,
        platformSku: (l) => l.platformSku,
        sellingPrice: (l) => l.sellingPrice,
      },
      defaultSort: { field: 'platform', order: 'asc' },
      status: (l) => l.status,
    },
  ),
  ...subResource(
    'cartons',
    'carton',
    { one: 'Carton', plural: 'Cartons' },
    {
      keyword: (c) => [c.cartonSku, c.componentSku, c.barcode],
      equals: { componentSku: (c) => c.componentSku, cartonSku: (c) => c.cartonSku },
      sorts: {
        cartonSku: (c) => c.cartonSku,
        unitsPerCarton: (c) => c.unitsPerCarton,
        createdAt: (c) => c.createdAt,
      },
      defaultSort: { field: 'cartonSku', order: 'asc' },
      status: (c) => c.status,
    },
  ),
  ...skuLabelHandlers,
  ...certificateFileHandlers,
];
