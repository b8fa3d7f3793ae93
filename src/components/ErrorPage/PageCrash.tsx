import { Button, Code, CopyButton, Group, Paper, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconCopy, IconReload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, useState } from 'react';
import { ErrorPage } from './ErrorPage';
import classes from './ErrorPage.module.css';

export interface PageCrashProps {
  /** the error's detail as copyable text (error-detail.ts) */
  detail: string;
  /** remounts the page; when its code could not be loaded, reloads the console */
  onReload: () => void;
  /** the shell itself failed: the only way on is to reload the console */
  wholeConsole?: boolean;
}

/**
 * What a page shows in its place when it throws while rendering: the seed's 500 page with a way to
 * reload the page and the error's detail to copy into a report. The shell around it keeps working.
 */
export function PageCrash({ detail, onReload, wholeConsole = false }: PageCrashProps) {
  const { t } = useTranslate();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <div role="alert" aria-live="assertive">
      <ErrorPage
        kind="500"
        descriptionKey={wholeConsole ? 'error.crash.consoleDescription' : 'error.crash.description'}
        actions={
          <>
            <Button leftSection={<IconReload size={16} aria-hidden />} onClick={onReload}>
              {t(wholeConsole ? 'error.crash.reloadConsole' : 'error.crash.reload')}
            </Button>
            {wholeConsole ? null : (
              <Button variant="default" component="a" href="#/">
                {t('error.page.home')}
              </Button>
            )}
          </>
        }
      >
        <Paper withBorder radius="md" p="sm" w="100%" maw={720}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <UnstyledButton
              aria-expanded={open}
              aria-controls={detailId}
              onClick={() => setOpen((was) => !was)}
              className={classes.detailToggle}
            >
              <Group gap={4} wrap="nowrap">
                <IconChevronRight
                  size={16}
                  aria-hidden
                  style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
                />
                <Text fz="sm" fw={500}>
                  {t('error.crash.detail')}
                </Text>
              </Group>
            </UnstyledButton>
            <CopyButton value={detail}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color={copied ? 'teal' : undefined}
                  leftSection={<IconCopy size={14} aria-hidden />}
                  onClick={copy}
                >
                  {t(copied ? 'error.crash.copied' : 'error.crash.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {open ? (
            <ScrollArea.Autosize mah={280} mt="xs" id={detailId}>
              <Code block aria-label={t('error.crash.detail')}>
                {detail}
              </Code>
            </ScrollArea.Autosize>
          ) : null}
        </Paper>
      </ErrorPage>
    </div>
  );
}
