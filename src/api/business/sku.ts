import type { CertificateEvent } from '@machines/business/certificate-review.machine';
import type { DeclarationEvent } from '@machines/business/declaration-review.machine';
import type { SkuEvent } from '@machines/business/sku-review.machine';
import { get, post, type RequestConfig } from '../client';
import { actionPath, download, downloadPost, getList, runAction, uploadFile } from './request';
import type { ListQuery, ListResult, PayloadOf, Removed, UploadedFile } from './types/api';
import type { CartonBinding, Certificate, Declaration, Listing, Sku } from './types/sku';

export interface SkuQuery extends ListQuery {
  cargoAttribute?: Sku['cargoAttribute'];
  category?: string;
  sku?: string;
  createdFrom?: string;
  createdTo?: string;
}

export type SkuInput = Partial<Omit<Sku, 'status' | 'systemBarcode' | 'createdAt' | 'updatedAt'>>;
export type SkuAction = Exclude<SkuEvent['type'], 'edit' | 'delete'>;

/** Sub-resource lists take the SKU (`skuId`) and their own filters. */
export interface SkuPartQuery extends ListQuery {
  skuId?: string;
  sku?: string;
  [filter: string]: string | number | undefined;
}

export type SkuLabelSize = '100x60' | '70x50' | '60x40' | 'A4';

export interface SkuLabelRequest {
  items: { skuId: string; copies: number }[];
  size: SkuLabelSize;
  madeInChina?: boolean;
  barcodeSource?: 'system' | 'customer';
}

export const getSkuList = (query: SkuQuery): Promise<ListResult<Sku>> => getList<Sku>('Sku/GetList', query);
export const getSku = (id: string, config?: RequestConfig): Promise<Sku> =>
  get<Sku>('Sku/Get', { id }, config);
export const saveSku = (input: SkuInput): Promise<Sku> => post<Sku>('Sku/Save', input);
export const deleteSkus = (ids: string[]): Promise<Removed> => post<Removed>('Sku/Delete', { ids });

export function skuAction<A extends SkuAction>(
  id: string,
  action: A,
  payload?: PayloadOf<SkuEvent, A>,
): Promise<Sku> {
  return runAction<Sku>('Sku', action, id, payload);
}

/** The operator's review of a declaration or certificate; the customer's `edit` is a Save. */
export type DeclarationAction = Exclude<DeclarationEvent['type'], 'edit'>;
export type CertificateAction = Exclude<CertificateEvent['type'], 'edit'>;

/** `Sku/ApproveDeclaration { id }`, `Sku/RejectDeclaration { id, reason }`. */
export function declarationAction<A extends DeclarationAction>(
  id: string,
  action: A,
  payload?: PayloadOf<DeclarationEvent, A>,
): Promise<Declaration> {
  return post<Declaration>(`${actionPath('Sku', action)}Declaration`, { ...payload, id });
}

/** `Sku/ApproveCertificate { id }`, `Sku/RejectCertificate { id, reason }`. */
export function certificateAction<A extends CertificateAction>(
  id: string,
  action: A,
  payload?: PayloadOf<CertificateEvent, A>,
): Promise<Certificate> {
  return post<Certificate>(`${actionPath('Sku', action)}Certificate`, { ...payload, id });
}

export const getDeclarations = (query: SkuPartQuery): Promise<ListResult<Declaration>> =>
  getList<Declaration>('Sku/GetDeclarations', query);
/** What a Save of a reviewed record sends: its status moves only through its review calls. */
type ReviewedInput<T> = Partial<Omit<T, 'status' | 'reviewRemark' | 'actionLog'>>;

export const saveDeclaration = (input: ReviewedInput<Declaration>): Promise<Declaration> =>
  post<Declaration>('Sku/SaveDeclaration', input);
export const deleteDeclarations = (ids: string[]): Promise<Removed> =>
  post<Removed>('Sku/DeleteDeclarations', { ids });

export const getCertificates = (query: SkuPartQuery): Promise<ListResult<Certificate>> =>
  getList<Certificate>('Sku/GetCertificates', query);
/** With `fileId` (an upload's id) the certificate takes that file's name, type and size. */
export const saveCertificate = (
  input: ReviewedInput<Certificate> & { fileId?: string },
): Promise<Certificate> => post<Certificate>('Sku/SaveCertificate', input);
export const deleteCertificates = (ids: string[]): Promise<Removed> =>
  post<Removed>('Sku/DeleteCertificates', { ids });
/** The certificate's file (pdf/jpg/png ≤ 10 MB); `docId` the certificate or the SKU. */
export const uploadCertificateFile = (file: Blob, docId?: string): Promise<UploadedFile> =>
  uploadFile('Sku', file, 'certificate', docId);

export const getListings = (query: SkuPartQuery): Promise<ListResult<Listing>> =>
  getList<Listing>('Sku/GetListings', query);
export const saveListing = (input: Partial<Listing>): Promise<Listing> =>
  post<Listing>('Sku/SaveListing', input);
export const deleteListings = (ids: string[]): Promise<Removed> =>
  post<Removed>('Sku/DeleteListings', { ids });

export const getCartons = (query: SkuPartQuery): Promise<ListResult<CartonBinding>> =>
  getList<CartonBinding>('Sku/GetCartons', query);
export const saveCarton = (input: Partial<CartonBinding>): Promise<CartonBinding> =>
  post<CartonBinding>('Sku/SaveCarton', input);
export const deleteCartons = (ids: string[]): Promise<Removed> => post<Removed>('Sku/DeleteCartons', { ids });

/** A certificate's file, as uploaded. */
export const getCertificateFile = (certificateId: string): Promise<Blob> =>
  download('Sku/CertificateFile', { id: certificateId });

/** SKU labels as a PDF: sizes 100×60, 70×50, 60×40 mm or A4 sheets, copies per SKU. */
export const getSkuLabels = (request: SkuLabelRequest): Promise<Blob> => downloadPost('Sku/Labels', request);
