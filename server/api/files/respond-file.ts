export const MIME = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * A download: the bytes with their type and a file name the browser offers. The name may come from
 * an upload, so it is cut down to safe characters for the plain parameter, and given whole (UTF-8) in
 * `filename*`.
 */
export function fileResponse(bytes: BodyInit, contentType: string, fileName: string): Response {
  const plain = fileName.replace(/[^\w.-]+/g, '_');
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
