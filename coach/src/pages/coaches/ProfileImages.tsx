import {
  Avatar,
  Button,
  FileUpload,
  Heading,
  Image,
  joinName,
  Stack,
  Text,
  toast,
  imageFileRules,
  useOnePress,
} from '@hci/design-system';
import { signMediaUrl, type Coach, type FileObject, createApi } from '@hci/api-schema';
import { useApi, useCoachSession, useBoundApi } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { imageUploader } from '../../components/imageUpload';
import { profileMessages as m } from './profileMessages';

type ImageField = 'photo' | 'coverImage';

interface ImageFieldText {
  label: MessageDescriptor;
  help: MessageDescriptor;
  remove: MessageDescriptor;
  saved: MessageDescriptor;
  removed: MessageDescriptor;
}

const fieldText: Record<ImageField, ImageFieldText> = {
  photo: {
    label: m.photo,
    help: m.photoHelp,
    remove: m.removePhoto,
    saved: m.photoSaved,
    removed: m.photoRemoved,
  },
  coverImage: {
    label: m.coverImage,
    help: m.coverImageHelp,
    remove: m.removeCoverImage,
    saved: m.coverImageSaved,
    removed: m.coverImageRemoved,
  },
};

const fileObject: Record<ImageField, FileObject> = {
  photo: 'COACH_PHOTO',
  coverImage: 'COACH_COVER_IMAGE',
};

/**
 * One of the coach's pictures: what clients see now, an upload that saves the new picture on the
 * coach record as soon as it is sent, and a remove button.
 */
function ProfileImage({
  coach,
  field,
  preview,
}: {
  coach: Coach;
  field: ImageField;
  preview: (src: string | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const { authClient, analytics, mediaBaseUrl } = useApi();
  const api = useBoundApi(createApi);
  const { session } = useCoachSession();
  const save = useMutation(api.coaches.update(coach.id));
  // A fresh upload field once the picture is saved: the preview above shows it from then on.
  const [uploadKey, setUploadKey] = useState(0);
  const text = fieldText[field];
  const current = coach[field] || undefined;

  /** Saves an uploaded picture, or removes the picture (null). */
  const store = async (fileName: string | null) => {
    try {
      await save.mutateAsync({ [field]: fileName });
      analytics.track(fileName ? 'profileImageChanged' : 'profileImageRemoved', {
        properties: { field },
      });
      toast.positive(fileName ? text.saved : text.removed);
      setUploadKey((key) => key + 1);
    } catch {
      toast.critical(m.imageNotSaved);
    }
  };
  // One removal however fast the button is pressed twice. It also waits while an uploaded
  // picture is being saved, so the two saves cannot cross.
  const [removeOnce, isRemoving] = useOnePress(() => store(null));

  return (
    <Stack space="small">
      {preview(current && signMediaUrl(current, session, mediaBaseUrl))}
      {current ? (
        <Button
          variant="secondary"
          isPending={isRemoving || save.isPending}
          onPress={() => void removeOnce()}
        >
          {intl.formatMessage(text.remove)}
        </Button>
      ) : null}
      <FileUpload
        key={uploadKey}
        label={intl.formatMessage(text.label)}
        description={intl.formatMessage(text.help)}
        {...imageFileRules}
        upload={imageUploader(authClient, fileObject[field])}
        onUploaded={({ fileName }) => void store(fileName)}
      />
    </Stack>
  );
}

/** The coach's photo and the cover image shown across the top of the public profile. */
export function ProfileImages({ coach }: { coach: Coach }) {
  const intl = useIntl();
  const name = joinName(coach.personalInfo.firstName, coach.personalInfo.lastName);
  return (
    <Stack as="section" space="large">
      <Stack space="xsmall">
        <Heading level={2}>{intl.formatMessage(m.imagesHeading)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.imagesIntro)}</Text>
      </Stack>
      <ProfileImage
        coach={coach}
        field="photo"
        preview={(src) => <Avatar name={name} src={src} size="large" />}
      />
      <ProfileImage
        coach={coach}
        field="coverImage"
        preview={(src) =>
          src ? (
            <Image src={src} alt={intl.formatMessage(m.currentCoverImage)} aspectRatio={3} />
          ) : null
        }
      />
    </Stack>
  );
}
