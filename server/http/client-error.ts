import type { Socket } from 'node:net';
import { translate } from '../api/i18n';

/**
 * A request Node's HTTP parser refuses before any handler sees it (a URL or headers over its 16 KB,
 * a line that is not HTTP): answered, as every other refusal of the service, with a JSON body that
 * says why, rather than Node's bare status. The request's language was never read: the message is
 * in both.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
    socket.destroy();
    return;
  }
  const [status, reason, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'requestHeadersTooLarge'] as const)
      : ([400, 'Bad Request', 'requestUnreadable'] as const);
  const message = `${translate('en', key)} / ${translate('zh-CN', key)}`;
  const body = JSON.stringify({ code: status, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
