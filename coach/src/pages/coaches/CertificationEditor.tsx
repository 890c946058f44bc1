import { rules, TextField, textSchema, toast, useForm, withoutUndefined } from '@hci/design-system';
import type { Certification } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { commonMessages } from '../../components/commonMessages';
import { EditorDialog } from '../../components/EditorDialog';
import { sentWebLink, webLinkSchema } from '../../components/webLink';
import { profileMessages as m } from './profileMessages';
import { createApi } from '@hci/api-schema';
import { useApi, useBoundApi } from '@hci/app-frame';

const schema = z.object({
  name: textSchema(rules.required),
  issuer: textSchema(rules.required),
  credentialUrl: webLinkSchema(rules.url),
});

/** The dialog that adds a certification, or edits the one given; loaded when first opened. */
export function CertificationEditor({
  coachId,
  certification,
  onClose,
}: {
  coachId: number;
  certification?: Certification;
  /** Closes the editor; after a save, with the saved record's id. */
  onClose: (savedId?: number) => void;
}) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const create = useMutation(api.certifications.create(coachId));
  const update = useMutation(api.certifications.update(coachId));
  const form = useForm({
    schema,
    initialValues: {
      name: certification?.name ?? '',
      issuer: certification?.issuer ?? '',
      credentialUrl: certification?.credentialUrl ?? '',
    },
    onSubmit: async (values) => {
      const body = withoutUndefined({
        // Saving replaces the record: the dates this editor does not show go back as they were.
        issuedOn: certification?.issuedOn,
        expiresOn: certification?.expiresOn,
        name: values.name.trim(),
        issuer: values.issuer.trim(),
        credentialUrl: sentWebLink(values.credentialUrl),
      });
      const saved = certification
        ? await update.mutateAsync({ certificationId: certification.id, ...body })
        : await create.mutateAsync(body);
      analytics.track(certification ? 'certificationUpdated' : 'certificationAdded');
      toast.positive(commonMessages.saved);
      onClose(saved.id);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <EditorDialog
      title={
        certification
          ? intl.formatMessage(m.editCertification, { name: certification.name })
          : intl.formatMessage(m.addCertification)
      }
      form={form}
      onClose={() => onClose()}
    >
      <TextField
        {...form.field('name')}
        label={intl.formatMessage(m.certificationName)}
        isRequired
      />
      <TextField {...form.field('issuer')} label={intl.formatMessage(m.issuer)} isRequired />
      <TextField
        {...form.field('credentialUrl')}
        type="url"
        onBlur={() =>
          form.setValue('credentialUrl', rules.withWebScheme(form.values.credentialUrl))
        }
        label={intl.formatMessage(m.credentialUrl)}
        description={intl.formatMessage(m.urlHelp)}
        maxLength={300}
      />
    </EditorDialog>
  );
}
