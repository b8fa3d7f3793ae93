import { ErrorPage } from '@/components/ErrorPage/ErrorPage';

export default function Error403() {
  return <ErrorPage kind="403" />;
}
