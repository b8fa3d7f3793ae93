import {
  Avatar,
  Group,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  type MantineSize,
} from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { splitAvatars, type AvatarPerson } from './avatars-overflow';
import classes from './Avatars.module.css';

export interface AvatarsProps {
  people: AvatarPerson[];
  /** places in the group, the "+N" counter included; default 4 */
  max?: number;
  size?: MantineSize | number;
  /** a tooltip with the name on each avatar; default true */
  withTooltip?: boolean;
  /** what the group is, for assistive technology ("Order watchers") */
  label?: string;
}

function PersonAvatar({ person, size }: { person: AvatarPerson; size: AvatarsProps['size'] }) {
  return (
    <Avatar src={person.src ?? null} name={person.name} color="initials" size={size} alt={person.name} />
  );
}

/**
 * Overlapping avatars of a few people. Past `max`, a "+N" button opens the list of the others; each
 * avatar is focusable and names its person in a tooltip.
 */
export function Avatars({ people, max = 4, size = 'md', withTooltip = true, label }: AvatarsProps) {
  const { t } = useTranslate();
  const { shown, rest } = splitAvatars(people, max);
  if (people.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('widgets.avatars.empty')}
      </Text>
    );
  return (
    <Avatar.Group role="group" aria-label={label ?? t('widgets.avatars.group', { count: people.length })}>
      {shown.map((person) =>
        withTooltip ? (
          <Tooltip
            key={person.id}
            label={person.name}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <span className={classes.person} tabIndex={0} aria-label={person.name} role="img">
              <PersonAvatar person={person} size={size} />
            </span>
          </Tooltip>
        ) : (
          <span key={person.id} className={classes.person} aria-label={person.name} role="img">
            <PersonAvatar person={person} size={size} />
          </span>
        ),
      )}
      {rest.length > 0 ? (
        <Popover position="bottom" withArrow shadow="md" trapFocus={false} returnFocus>
          <Popover.Target>
            <UnstyledButton
              className={classes.person}
              aria-label={t('widgets.avatars.more', { count: rest.length })}
            >
              <Avatar size={size} color="gray" variant="filled" className={classes.counter}>
                +{rest.length}
              </Avatar>
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown p="xs">
            <Stack gap={6} role="list" aria-label={t('widgets.avatars.more', { count: rest.length })}>
              {rest.map((person) => (
                <Group key={person.id} gap="xs" wrap="nowrap" role="listitem">
                  <PersonAvatar person={person} size="sm" />
                  <Text fz="sm">{person.name}</Text>
                </Group>
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </Avatar.Group>
  );
}
