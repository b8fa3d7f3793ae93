/**
 * Whether anyone may register an account (`Authorization/Register`): in the embedded demo, as the
 * seed's registration page asks; on the service, only when its deployment says so (SIGN_UP=open,
 * server/config.ts), for a warehouse takes its customers on and they invite their users (#41 §3).
 */
let open = true;

/** The service's setting, said once at start (main.ts). */
export function openSignUp(next: boolean): void {
  open = next;
}

export const signUpOpen = (): boolean => open;
