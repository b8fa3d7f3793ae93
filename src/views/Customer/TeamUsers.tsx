import { useTranslate } from '@tolgee/react';
import { useSession } from '@/app/actor-context';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { CustomerUsers } from './CustomerUsers';

/**
 * `/system/team` (a customer's administrator, issue #41 §3): the customer's users and their roles;
 * the administrator invites colleagues, each with the role that says what they may change.
 */
export default function TeamUsers() {
  const { t } = useTranslate();
  const { hasPermission } = usePermission();
  const user = useSession((snapshot) => snapshot.context.userInfo);
  return (
    <BusinessPage title={t('businessMenu.teamUsers')} intro={t('customer.users.teamIntro')}>
      {user?.customerId ? (
        <CustomerUsers
          customerId={user.customerId}
          customerName={user.customerName ?? user.customerId}
          canInvite={hasPermission('customer:invite')}
          readsOutbox={false}
        />
      ) : null}
    </BusinessPage>
  );
}
