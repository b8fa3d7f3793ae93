import { Grid, Stack } from '@mantine/core';
import { getDynamics, getProjects, getRadar, getTeam, getWorkplaceTotal } from '@/api/sample-workplace';
import { useLayout } from '@/app/actor-context';
import { DynamicsCard } from './DynamicsCard';
import { LoadError } from './LoadError';
import { ProjectsCard } from './ProjectsCard';
import { RadarCard } from './RadarCard';
import { Shortcuts } from './Shortcuts';
import { TeamCard } from './TeamCard';
import { WorkplaceHeader } from './WorkplaceHeader';
import { useNow } from './relative-time';
import { useServerData } from '@/app/use-server-data';

async function loadWorkplace() {
  const [total, projects, dynamics, team, radar] = await Promise.all([
    getWorkplaceTotal(),
    getProjects(),
    getDynamics(),
    getTeam(),
    getRadar(),
  ]);
  return { total, projects, dynamics, team, radar };
}

/** The landing page: greeting and totals, projects, shortcuts and activity, indicators and team. */
export default function Workplace() {
  const locale = useLayout((s) => s.context.language);
  const now = useNow();
  const load = useServerData(['workplace'], loadWorkplace);
  const data = load.status === 'loaded' ? load.data : undefined;

  return (
    <Stack gap="md">
      <WorkplaceHeader total={data?.total} locale={locale} />
      {load.status === 'failed' ? (
        <LoadError titleKey="workplace.loadFailed" message={load.message} onRetry={load.reload} />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <ProjectsCard projects={data?.projects} now={now} locale={locale} />
            <Shortcuts />
            <DynamicsCard dynamics={data?.dynamics} now={now} locale={locale} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <RadarCard items={data?.radar} locale={locale} />
            <TeamCard team={data?.team} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
