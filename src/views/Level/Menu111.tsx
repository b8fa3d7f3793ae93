import { LevelPage } from './LevelPage';

export default function Menu111() {
  return <LevelPage titleKey="router.menu111" />;
}
