import { pdfObjectUrl } from '@/views/Business/shared/PdfPreview';

/**
 * Prints a label file with the browser's print dialog: the file loads in a hidden frame of this page
 * (a blob URL of this origin) and that frame prints; where it cannot, the file opens in a new tab.
 */
export function printBlob(blob: Blob): void {
  // an unsandboxed frame (a sandbox would refuse the PDF viewer): typed as a PDF, never a page
  const url = blob.type.startsWith('image/') ? URL.createObjectURL(blob) : pdfObjectUrl(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    // the print dialog has the file by then; a minute keeps a slow printer's spooler served
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.append(frame);
}
