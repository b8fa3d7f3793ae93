import { Alert, Badge, Box, Button, Group, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { CodeEditor } from '@/components/CodeEditor/CodeEditor';
import { checkJson, formatJson, minifyJson, type JsonError } from './json-check';
import { jsonLint } from './json-lint';
import { JsonTree } from './JsonTree';

export type JsonEditorMode = 'code' | 'tree';

export interface JsonEditorProps {
  /** the JSON text, valid or not */
  value: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  height?: number;
  /** spaces per level when formatting */
  indent?: number;
  defaultMode?: JsonEditorMode;
  label?: string;
}

/** JSON text with live validation (line and column of the first fault), format, minify and a tree view. */
export function JsonEditor({
  value,
  onChange,
  readOnly = false,
  height = 360,
  indent = 2,
  defaultMode = 'code',
  label,
}: JsonEditorProps) {
  const { t } = useTranslate();
  const [mode, setMode] = useState<JsonEditorMode>(defaultMode);
  const check = useMemo(() => checkJson(value), [value]);
  const describe = useMemo(
    () => (error: JsonError) =>
      t('rich.jsonEditor.errorAt', {
        line: error.line,
        column: error.column,
        problem: t(`rich.jsonEditor.errors.${error.kind}`),
      }),
    [t],
  );
  const lint = useMemo(() => jsonLint(describe), [describe]);
  const canRewrite = check.ok && !readOnly && Boolean(onChange);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(next) => setMode(next as JsonEditorMode)}
          aria-label={t('rich.jsonEditor.view')}
          data={[
            { value: 'code', label: t('rich.jsonEditor.code') },
            { value: 'tree', label: t('rich.jsonEditor.tree') },
          ]}
        />
        <Group gap="xs">
          <Badge color={check.ok ? 'teal' : 'red'} variant="light" role="status">
            {t(check.ok ? 'rich.jsonEditor.valid' : 'rich.jsonEditor.invalid')}
          </Badge>
          <Button
            size="xs"
            variant="default"
            disabled={!canRewrite}
            onClick={() => check.ok && onChange?.(formatJson(check.value, indent))}
          >
            {t('rich.jsonEditor.format')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!canRewrite}
            onClick={() => check.ok && onChange?.(minifyJson(check.value))}
          >
            {t('rich.jsonEditor.minify')}
          </Button>
        </Group>
      </Group>
      {mode === 'code' ? (
        <CodeEditor
          value={value}
          onChange={onChange}
          language="json"
          readOnly={readOnly}
          height={height}
          extensions={lint}
          aria-label={label ?? t('rich.jsonEditor.label')}
        />
      ) : (
        <Box
          h={height}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <ScrollArea h="100%">
            {check.ok ? (
              <JsonTree value={check.value} label={label ?? t('rich.jsonEditor.label')} />
            ) : (
              <Text c="dimmed" fz="sm" p="md">
                {t('rich.jsonEditor.treeUnavailable')}
              </Text>
            )}
          </ScrollArea>
        </Box>
      )}
      {check.ok ? null : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          <Text fz="sm">{describe(check.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
