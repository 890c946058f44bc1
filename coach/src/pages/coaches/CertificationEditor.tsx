import { rules, TextField, textSchema, withoutUndefined } from '@hci/design-system';
import type { Certification, CertificationInput } from '@hci/api-schema';
import { z } from 'zod/mini';
import { sentWebLink, webLinkSchema } from '../../components/webLink';
import { profileMessages as m } from './profileMessages';
import { RecordEditor, type RecordEditorProps, type RecordKind } from './RecordEditor';

const schema = z.object({
  name: textSchema(rules.required),
  issuer: textSchema(rules.required),
  credentialUrl: webLinkSchema(rules.url),
});

const certification: RecordKind<
  Certification,
  typeof schema,
  CertificationInput,
  CertificationInput & { certificationId: number }
> = {
  schema,
  values: (record) => ({
    name: record?.name ?? '',
    issuer: record?.issuer ?? '',
    credentialUrl: record?.credentialUrl ?? '',
  }),
  body: (values, record) =>
    withoutUndefined({
      // The dates this editor does not show.
      issuedOn: record?.issuedOn,
      expiresOn: record?.expiresOn,
      name: values.name.trim(),
      issuer: values.issuer.trim(),
      credentialUrl: sentWebLink(values.credentialUrl),
    }),
  create: (api, coachId) => api.certifications.create(coachId),
  update: (api, coachId) => api.certifications.update(coachId),
  updateOf: (record, body) => ({ certificationId: record.id, ...body }),
  events: { added: 'certificationAdded', updated: 'certificationUpdated' },
  title: (intl, record) =>
    record
      ? intl.formatMessage(m.editCertification, { name: record.name })
      : intl.formatMessage(m.addCertification),
  fields: (form, intl) => (
    <>
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
    </>
  ),
};

/** The dialog that adds a certification, or edits the one given; loaded when first opened. */
export function CertificationEditor(props: RecordEditorProps<Certification>) {
  return <RecordEditor kind={certification} {...props} />;
}
