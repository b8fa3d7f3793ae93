import { useEffect } from 'react';
import { useParams } from 'wouter';
import { currentSearch, navigate } from '@/app/router/hash-location';
import { PageLoader } from '@/components/PageLoader/PageLoader';

/** `/redirect/{path}` re-enters `/{path}`: a way to reload a page in place (seed §2). */
export default function Redirect() {
  const params = useParams<{ path?: string }>();
  const target = `/${params.path ?? ''}`;
  useEffect(() => {
    const search = currentSearch();
    navigate(search ? `${target}?${search}` : target, { replace: true });
  }, [target]);
  return <PageLoader />;
}
