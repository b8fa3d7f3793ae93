import { useState } from 'react';
import { Alert, Avatar, Flex, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { UserInfo } from '@machines/types';
import { fieldErrors } from '@/api/errors';
import { avatarFileError } from '@/api/rules/profile';
import { AvatarCropper } from './AvatarCropper';
import { AvatarDropArea } from './AvatarDropArea';
import { cropToBlob, formatMegabytes, readAsDataUrl, type PixelArea } from './crop-image';

export interface AvatarEditorProps {
  user: UserInfo;
  /** UploadAvatar, or a stand-in (stories) */
  upload: (image: Blob) => Promise<{ avatar: string }>;
  onUploaded: (avatar: string) => void;
  /** a message to show from the start, as the server would answer it */
  initialError?: string;
}

/**
 * Choose → crop → upload. A file is checked against the server's type and size rule before it is
 * even read, so a wrong one never leaves the browser; the upload itself is the 256 px crop.
 */
export function AvatarEditor({ user, upload, onUploaded, initialError }: AvatarEditorProps) {
  const { t } = useTranslate();
  // the id restarts the cropper (position, zoom) for each new file
  const [image, setImage] = useState<{ src: string; id: number } | null>(null);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File) => {
    const refused = avatarFileError(file);
    if (refused) {
      setError(t(`personal.rules.${refused}`, { size: formatMegabytes(file.size) }));
      return;
    }
    setError(null);
    try {
      const src = await readAsDataUrl(file);
      setImage((previous) => ({ src, id: (previous?.id ?? 0) + 1 }));
    } catch {
      setError(t('personal.avatar.unreadable'));
    }
  };

  const unreadable = () => {
    setImage(null);
    setError(t('personal.avatar.unreadable'));
  };

  const save = async (area: PixelArea) => {
    if (!image) return;
    setSaving(true);
    setError(null);
    try {
      let blob: Blob;
      try {
        blob = await cropToBlob(image.src, area);
      } catch {
        setError(t('personal.avatar.cropFailed'));
        return;
      }
      try {
        const { avatar } = await upload(blob);
        setImage(null);
        onUploaded(avatar);
        notifications.show({ color: 'green', message: t('personal.avatar.uploaded') });
      } catch (uploadError) {
        // a 422 names the file's problem; other failures are toasted by the request client
        const message = fieldErrors(uploadError).file;
        if (message) setError(message);
      }
    } finally {
      setSaving(false);
    }
  };

  const name = user.nickname || user.username;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('personal.avatar.intro')}
      </Text>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" maw={560}>
          {error}
        </Alert>
      ) : null}
      <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
        <Stack gap={6} align="center">
          <Avatar
            src={user.avatar || null}
            name={name}
            color="initials"
            size={96}
            radius="100%"
            alt={t('personal.avatar.current')}
          />
          <Text fz="xs" c="dimmed">
            {t('personal.avatar.current')}
          </Text>
        </Stack>
        <Stack flex={1} maw={360} w="100%">
          {image ? (
            <AvatarCropper
              key={image.id}
              image={image.src}
              saving={saving}
              onSave={(area) => void save(area)}
              onCancel={() => setImage(null)}
              onFile={(file) => void choose(file)}
              onUnreadable={unreadable}
            />
          ) : (
            <AvatarDropArea onFile={(file) => void choose(file)} />
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}
