import { useCallback, useState } from 'react';
import {
  commitOutboundImport,
  recheckOutboundImport,
  validateOutboundImport,
  type ImportCommitResult,
  type ImportPreview,
} from '@/api/business/outbound';
import { fieldErrors, isValidationError } from '@/api/errors';
import type { FixOutcome } from './CellEditor';
import { mergeRecheck } from './import-preview';

export type ImportMode = 'draft' | 'submit';

export interface ImportState {
  /** the file being checked or checked */
  fileName: string | null;
  checking: boolean;
  preview: ImportPreview | null;
  committing: boolean;
  result: ImportCommitResult | null;
  /** the server's 422 at the upload's fields (`file`, `customerId`) */
  errors: Record<string, string>;
  /** any other failure, said above the page */
  failure: string | null;
}

const START: ImportState = {
  fileName: null,
  checking: false,
  preview: null,
  committing: false,
  result: null,
  errors: {},
  failure: null,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The import's steps: check a file, fix cells (each re-checks its order), commit, start over. */
export function useOutboundImport() {
  const [state, setState] = useState<ImportState>(START);

  const check = useCallback(async (file: File, customerId?: string) => {
    setState({ ...START, fileName: file.name, checking: true });
    try {
      const preview = await validateOutboundImport(file, customerId);
      setState((s) => ({ ...s, checking: false, preview }));
    } catch (error) {
      setState((s) => ({
        ...s,
        checking: false,
        errors: fieldErrors(error),
        failure: isValidationError(error) ? null : messageOf(error),
      }));
    }
  }, []);

  /** Sends one cell's new value: the re-checked rows merge into the preview, or the server's refusal. */
  const fix = useCallback(
    async (rowNo: number, column: string, value: string): Promise<FixOutcome> => {
      const preview = state.preview;
      if (!preview) return { refused: '' };
      try {
        const recheck = await recheckOutboundImport(preview.importId, rowNo, column, value);
        setState((s) => (s.preview ? { ...s, preview: mergeRecheck(s.preview, recheck) } : s));
        return { recheck };
      } catch (error) {
        const fields = fieldErrors(error);
        return { refused: fields.value ?? fields.column ?? fields.rowNo ?? messageOf(error) };
      }
    },
    [state.preview],
  );

  const commit = useCallback(
    async (mode: ImportMode) => {
      const preview = state.preview;
      if (!preview) return;
      setState((s) => ({ ...s, committing: true, failure: null }));
      try {
        const result = await commitOutboundImport(preview.importId, mode);
        setState((s) => ({ ...s, committing: false, result }));
      } catch (error) {
        setState((s) => ({ ...s, committing: false, failure: messageOf(error) }));
      }
    },
    [state.preview],
  );

  const reset = useCallback(() => setState(START), []);

  return { state, check, fix, commit, reset };
}
