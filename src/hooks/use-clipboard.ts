import { useCallback, useEffect, useRef, useState } from 'react';

/** Seed §9: the copied flag lasts 1500 ms. */
export const CLIPBOARD_COPIED_MS = 1500;

/** The old way, for pages served without HTTPS where `navigator.clipboard` does not exist. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // deprecated, but the only way left when the Clipboard API is missing
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (!copyWithSelection(text)) throw new Error('The clipboard is not available.');
}

/**
 * Copies text to the clipboard. `copied` is true for `timeout` ms after a copy (a new copy restarts
 * it); `error` holds why the last copy failed (permission refused, no clipboard).
 */
export function useClipboard({ timeout = CLIPBOARD_COPIED_MS }: { timeout?: number } = {}) {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await writeText(text);
        setError(null);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), timeout);
      } catch (reason) {
        setCopied(false);
        setError(reason instanceof Error ? reason : new Error(String(reason)));
      }
    },
    [timeout],
  );
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(false);
    setError(null);
  }, []);
  return { copy, copied, error, reset };
}
