import { sendVerificationCode, type CodeTarget } from '@/api/access';

export type CodeMethod = 'email' | 'phone';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export function codeTarget(method: CodeMethod, address: string): CodeTarget {
  return method === 'email' ? { email: address.trim() } : { phone: address.trim() };
}

/** Sends a code; resolves with the server's message (the demo's carries the code). */
export function sendCode(method: CodeMethod, address: string): Promise<string> {
  return sendVerificationCode(codeTarget(method, address));
}
