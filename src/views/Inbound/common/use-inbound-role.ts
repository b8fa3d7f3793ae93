import type { Role } from '@machines/business/lifecycle';
import { useSession } from '@/app/actor-context';

/** The chart role of the signed-in user: the operator (admin) or a customer (seller). */
export function useInboundRole(): Role {
  return useSession((s) => (s.context.userInfo?.role === 'operator' ? 'operator' : 'customer'));
}
