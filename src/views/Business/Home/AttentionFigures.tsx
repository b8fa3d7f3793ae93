import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCash,
  IconClockHour4,
  IconFilePencil,
  IconPackageOff,
} from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { HashLink } from '@/views/Business/shared/HashLink';
import type { ReactNode } from 'react';
import type { AttentionGroup } from './home-data';
import { useReachable } from './use-reachable';
import { useLocale } from '@/i18n/use-locale';
import { formatNumber } from '@/i18n/format';

const LOOK: Record<AttentionGroup['key'], { icon: ReactNode; color: string }> = {
  drafts: { icon: <IconFilePencil size={18} />, color: 'gray' },
  pendingReview: { icon: <IconClockHour4 size={18} />, color: 'yellow' },
  inboundExceptions: { icon: <IconAlertTriangle size={18} />, color: 'orange' },
  outboundExceptions: { icon: <IconPackageOff size={18} />, color: 'red' },
  arrears: { icon: <IconCash size={18} />, color: 'red' },
  returns: { icon: <IconArrowBackUp size={18} />, color: 'blue' },
};

/** The "needs attention" figures; each one opens the list filtered to what it counts. */
export function AttentionFigures({ groups }: { groups: AttentionGroup[] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const reachable = useReachable();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="sm">
      {groups.map((group) => (
        <Card key={group.key} withBorder radius="md" padding="sm">
          <Group gap="xs" mb={6} wrap="nowrap">
            <ThemeIcon variant="light" color={LOOK[group.key].color} size="md" radius="md">
              {LOOK[group.key].icon}
            </ThemeIcon>
            <Text fw={600} fz="sm">
              {t(`business.home.${group.key}`)}
            </Text>
          </Group>
          <Stack gap={4}>
            {group.figures.map((figure) => {
              const value = formatNumber(figure.count, locale);
              const label = group.figures.length > 1 ? t(`business.home.${figure.key}`) : null;
              return (
                <Group key={figure.key} justify="space-between" gap="xs" wrap="nowrap">
                  {label && (
                    <Text fz="xs" c="dimmed">
                      {label}
                    </Text>
                  )}
                  {reachable(figure.to) ? (
                    <HashLink
                      to={figure.to}
                      fz={label ? 'lg' : 28}
                      fw={700}
                      data-testid={`figure-${figure.key}`}
                      aria-label={`${t(`business.home.${figure.key}`)}: ${value}`}
                    >
                      {value}
                    </HashLink>
                  ) : (
                    <Text fz={label ? 'lg' : 28} fw={700} data-testid={`figure-${figure.key}`}>
                      {value}
                    </Text>
                  )}
                </Group>
              );
            })}
            <Text fz="xs" c="dimmed">
              {t(`business.home.${group.key}Hint`)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
