import { defineArea } from '../area';
import { actOnSku } from './actions';
import { actOnCertificate, actOnDeclaration } from './actions-records';
import { skuHandlers } from './routes';
import { saveSku } from './save';
import { saveCarton, saveListing } from './save-listings';
import { saveCertificate, saveDeclaration } from './save-records';

/** SKUs, their review, and the records around them: declarations, certificates, listings, cartons (§4). */
export const skuArea = defineArea({
  name: 'sku',
  routes: skuHandlers,
  save: {
    sku: saveSku,
    declaration: saveDeclaration,
    certificate: saveCertificate,
    listing: saveListing,
    carton: saveCarton,
  },
  act: { sku: actOnSku, declaration: actOnDeclaration, certificate: actOnCertificate },
});
