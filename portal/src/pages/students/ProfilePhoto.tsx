import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '@hci/api-schema';
import { createApi } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import {
  Avatar,
  Button,
  FileUpload,
  imageFileRules,
  SectionCard,
  Stack,
  toast,
  useOnePress,
} from '@hci/design-system';
import { profileMessages as m } from './profileMessages';
import { studentPhotoUpdateOf } from './profileForm';

/**
 * The student's photo: saved on the record as soon as it is uploaded, and removed at once, as the
 * coach app does; the rest of the profile waits for its Save.
 */
export function ProfilePhoto({ student, name }: { student: Student; name: string }) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const save = useMutation(queries.students.update(studentId));
  const upload = useMutation(queries.files.upload());
  // A fresh upload field once the photo is saved or removed: the avatar above shows it from then on.
  const [uploadKey, setUploadKey] = useState(0);
  const current = student.photo ?? '';
  // The photo is a private file: it loads through a short-lived URL of its own, renewed while shown.
  const photoUrl = useQuery({ ...queries.files.presignedUrl(current), enabled: current !== '' });

  /** Saves an uploaded photo, or removes the photo (null). */
  const store = async (fileName: string | null) => {
    try {
      await save.mutateAsync(studentPhotoUpdateOf(student, fileName));
      toast.positive(fileName ? m.photoSaved : m.photoRemoved);
      setUploadKey((key) => key + 1);
    } catch {
      toast.critical(m.photoNotSaved);
    }
  };
  // One removal however fast the button is pressed twice; it also waits for a photo being saved.
  const [removeOnce, isRemoving] = useOnePress(() => store(null));

  return (
    <SectionCard title={intl.formatMessage(m.photo)}>
      <Stack space="medium" align="left">
        <Avatar
          name={name}
          size="large"
          {...(current && photoUrl.data ? { src: photoUrl.data.url } : {})}
        />
        {current ? (
          <Button
            variant="secondary"
            isPending={isRemoving || save.isPending}
            onPress={() => void removeOnce()}
          >
            {intl.formatMessage(m.removePhoto)}
          </Button>
        ) : null}
        <FileUpload
          key={uploadKey}
          label={intl.formatMessage(m.photo)}
          description={intl.formatMessage(m.photoDescription)}
          {...imageFileRules}
          upload={(file, { onProgress, signal }) =>
            upload.mutateAsync({
              file,
              object: 'STUDENT_PHOTO',
              signal,
              onProgress: ({ loaded, total }) => onProgress(total ? loaded / total : 0),
            })
          }
          onUploaded={({ fileName }) => void store(fileName)}
        />
      </Stack>
    </SectionCard>
  );
}
