import { LevelPage } from './LevelPage';

export default function Menu2() {
  return <LevelPage titleKey="router.menu2" />;
}
