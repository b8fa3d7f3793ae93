import { ErrorPage } from '@/components/ErrorPage/ErrorPage';

export default function Error404() {
  return <ErrorPage kind="404" />;
}
