import { ErrorPage } from '@/components/ErrorPage/ErrorPage';

export default function Error500() {
  return <ErrorPage kind="500" />;
}
