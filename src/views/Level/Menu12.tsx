import { LevelPage } from './LevelPage';

export default function Menu12() {
  return <LevelPage titleKey="router.menu12" />;
}
