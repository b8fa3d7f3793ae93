import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { availableActions } from '@machines/business/lifecycle';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import { navigate } from '@/app/router/hash-location';
import { getSku, saveDeclaration, saveSku, skuAction, type SkuInput } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { usePermission } from '@/components/Permission/use-permission';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import type { DeclarationValues } from './declarations/declaration-schema';
import { PendingDeclarations } from './declarations/PendingDeclarations';
import { ReviewAgainNotice, SkuForm, type SaveIntent } from './form/SkuForm';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { SKU_LIST_PATH, skuDetailPath } from './parts/sku-paths';
import { editChangesReview, SKU_CONTEXT } from './parts/sku-actions';

function NewSku() {
  const { t } = useTranslate();
  const [declarations, setDeclarations] = useState<DeclarationValues[]>([]);
  const save = async (body: SkuInput) => {
    const saved = await saveSku(body);
    // the SKU exists from here on: a refused declaration is reported (the request client's notice)
    // and can be put right on the SKU's page
    try {
      for (const declaration of declarations) await saveDeclaration({ ...declaration, sku: saved.sku });
    } finally {
      notifications.show({ color: 'green', message: t('sku.edit.created', { sku: saved.sku }) });
      navigate(skuDetailPath(saved.id));
    }
  };
  return (
    <SkuForm save={save} onCancel={() => navigate(SKU_LIST_PATH)}>
      <PendingDeclarations value={declarations} onChange={setDeclarations} />
    </SkuForm>
  );
}

function EditSku({ sku, canSubmit }: { sku: Sku; canSubmit: boolean }) {
  const { t } = useTranslate();
  const save = async (body: SkuInput, intent: SaveIntent) => {
    const saved = await saveSku(body);
    // an edit of an approved SKU may already have sent it back to review: submit only if the chart still asks
    const submittable = availableActions(skuReviewMachine, saved.status, SKU_CONTEXT, 'customer').includes(
      'submit',
    );
    if (intent === 'submit' && submittable) await skuAction(saved.id, 'submit');
    notifications.show({ color: 'green', message: t('sku.edit.updated', { sku: saved.sku }) });
    navigate(skuDetailPath(saved.id));
  };
  return (
    <>
      {editChangesReview(sku.status) && <ReviewAgainNotice />}
      {sku.status === 'REJECTED' && sku.reviewRemark && (
        <Alert color="red" variant="light" mb="md" title={t('sku.edit.rejectedBecause')}>
          {sku.reviewRemark}
        </Alert>
      )}
      <SkuForm
        key={sku.id}
        record={sku}
        save={save}
        canSubmit={
          canSubmit &&
          availableActions(skuReviewMachine, sku.status, SKU_CONTEXT, 'customer').includes('submit')
        }
        onCancel={() => navigate(skuDetailPath(sku.id))}
      />
    </>
  );
}

function EditPage({ id }: { id: string }) {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const state = useDocument(getSku, id);
  return (
    <BusinessPage title={t('businessMenu.skuEdit')} intro={t('sku.edit.editIntro')} back={skuDetailPath(id)}>
      <DocumentGate state={state}>
        {(sku) =>
          role && availableActions(skuReviewMachine, sku.status, SKU_CONTEXT, role).includes('edit') ? (
            <EditSku sku={sku} canSubmit={hasPermission('sku:submit')} />
          ) : (
            <Alert color="yellow">
              {t(role === 'customer' ? 'sku.edit.notEditable' : 'sku.edit.customerOnly', {
                status: t(`business.status.sku.${sku.status}`),
              })}
            </Alert>
          )
        }
      </DocumentGate>
    </BusinessPage>
  );
}

/** `/sku/add` and `/sku/edit/:id`: the SKU's form; only its customer edits it (business.md §4). */
export default function SkuEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const role = useBusinessRole();
  if (id) return <EditPage key={id} id={id} />;
  return (
    <BusinessPage title={t('businessMenu.skuAdd')} intro={t('sku.edit.addIntro')} back={SKU_LIST_PATH}>
      {role === 'customer' ? <NewSku /> : <Alert color="yellow">{t('sku.edit.customerOnly')}</Alert>}
    </BusinessPage>
  );
}
