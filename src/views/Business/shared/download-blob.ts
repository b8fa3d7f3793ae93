/** Saves a Blob the API answered (an export, a label PDF) under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
