import type { Role } from '@machines/business/lifecycle';
import { useSession } from '@/app/actor-context';

/** The signed-in user's side in the business charts; null for accounts without one (test, visitors). */
export function useBusinessRole(): Role | null {
  const role = useSession((snapshot) => snapshot.context.userInfo?.role);
  return role === 'operator' || role === 'customer' ? role : null;
}

/** The signed-in customer's id (C001…); null for the operator. */
export function useCustomerId(): string | null {
  return useSession((snapshot) => snapshot.context.userInfo?.customerId ?? null);
}
