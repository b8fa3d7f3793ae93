import { useTolgee } from '@tolgee/react';
import { RecordForm, useRecordForm } from '../parts/RecordForm';
import { declarationSchema, type DeclarationValues } from './declaration-schema';

export interface DeclarationFormProps {
  /** an existing declaration, or the SKU a new one is for */
  initial?: Partial<DeclarationValues>;
  /** 'picker': the user chooses the SKU; 'locked': shown, fixed; 'hidden': the SKU is the page's */
  skuField?: 'hidden' | 'locked' | 'picker';
  /** the `country/direction` pairs the SKU already declares (besides this one) */
  taken?: ReadonlySet<string>;
  /** a 422 it throws lands at the fields */
  onSubmit: (values: DeclarationValues) => unknown;
  onCancel?: () => void;
  initialErrors?: Record<string, string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A customs declaration of a SKU for one country and direction (business.md §4), checked with the
 * back-end's rules while typed: HS code of 6–10 digits, a value above 0, ISO codes, one per country
 * and direction.
 */
export function DeclarationForm({
  initial,
  skuField = 'hidden',
  taken = NONE,
  onSubmit,
  onCancel,
  initialErrors,
}: DeclarationFormProps) {
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const form = useRecordForm(() => declarationSchema(language, { taken, skuField }), {
    initialValues: initial,
    pickSku: skuField === 'picker',
    initialErrors,
  });
  return (
    <RecordForm
      form={form}
      titleKey="sku.declaration.formTitle"
      saveKey="sku.declaration.save"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
