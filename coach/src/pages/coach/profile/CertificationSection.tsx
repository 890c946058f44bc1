import {
  Button,
  ConfirmDialog,
  Dialog,
  errorMessage,
  Heading,
  Inline,
  QueryView,
  rules,
  Stack,
  Text,
  TextField,
  textSchema,
  toast,
  useForm,
} from '@hci/design-system';
import { isApiError, type Certification } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { commonMessages } from '../../../components/commonMessages';
import { useCoachApi } from '../../../coachApi';
import { useServices } from '../../../services';
import { profileMessages as m } from '../profileMessages';

const schema = z.object({
  name: textSchema(rules.required),
  issuer: textSchema(rules.required),
  credentialUrl: textSchema(rules.url),
});

function CertificationEditor({
  coachId,
  certification,
  onClose,
}: {
  coachId: number;
  certification?: Certification;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { analytics } = useServices();
  const api = useCoachApi();
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
      const body = {
        name: values.name.trim(),
        issuer: values.issuer.trim(),
        ...(values.credentialUrl.trim() ? { credentialUrl: values.credentialUrl.trim() } : {}),
      };
      if (certification) await update.mutateAsync({ certificationId: certification.id, ...body });
      else await create.mutateAsync(body);
      analytics.track(certification ? 'certificationUpdated' : 'certificationAdded');
      toast.positive(commonMessages.saved);
      onClose();
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        certification
          ? intl.formatMessage(m.editCertification, { name: certification.name })
          : intl.formatMessage(m.addCertification)
      }
    >
      {(close) => (
        <form {...form.formProps}>
          <Stack space="medium">
            <TextField
              {...form.field('name')}
              label={intl.formatMessage(m.certificationName)}
              isRequired
            />
            <TextField {...form.field('issuer')} label={intl.formatMessage(m.issuer)} isRequired />
            <TextField
              {...form.field('credentialUrl')}
              type="url"
              label={intl.formatMessage(m.credentialUrl)}
              description={intl.formatMessage(m.urlHelp)}
              maxLength={300}
            />
            <Inline space="small" align="right">
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(commonMessages.cancel)}
              </Button>
              <Button type="submit" isPending={form.isSubmitting}>
                {intl.formatMessage(commonMessages.save)}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** The coach's certifications (page size 30, spec §9) with add, edit and delete. */
export function CertificationSection({ coachId }: { coachId: number }) {
  const intl = useIntl();
  const { analytics } = useServices();
  const api = useCoachApi();
  const certifications = useQuery(api.certifications.list(coachId, { size: 30 }));
  const remove = useMutation(api.certifications.remove(coachId));
  const [editing, setEditing] = useState<{ certification?: Certification } | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  return (
    <Stack as="section" space="medium">
      <Inline space="medium" align="spread">
        <Heading level={2}>{intl.formatMessage(m.certificationsHeading)}</Heading>
        <Button variant="secondary" onPress={() => setEditing({})}>
          {intl.formatMessage(m.addCertification)}
        </Button>
      </Inline>
      <QueryView
        query={certifications}
        loadingLabel={intl.formatMessage(m.certificationsLoading)}
        isEmpty={(page) => page.content.length === 0}
        empty={<Text tone="secondary">{intl.formatMessage(m.certificationsEmpty)}</Text>}
      >
        {(page) => (
          <Stack space="small">
            {page.content.map((certification) => (
              <div key={certification.id}>
                <Inline space="medium" align="spread">
                  <Stack space="xxsmall">
                    <Text weight="strong">{certification.name}</Text>
                    <Text tone="secondary" size="small">
                      {certification.issuer}
                    </Text>
                  </Stack>
                  <Inline space="xsmall">
                    <Button
                      variant="tertiary"
                      aria-label={intl.formatMessage(m.editCertification, {
                        name: certification.name,
                      })}
                      onPress={() => setEditing({ certification })}
                    >
                      {intl.formatMessage(commonMessages.edit)}
                    </Button>
                    <Button
                      variant="tertiary"
                      aria-label={intl.formatMessage(m.deleteCertification, {
                        name: certification.name,
                      })}
                      onPress={() => setDeleting(certification)}
                    >
                      {intl.formatMessage(commonMessages.delete)}
                    </Button>
                  </Inline>
                </Inline>
              </div>
            ))}
          </Stack>
        )}
      </QueryView>
      {editing ? (
        <CertificationEditor
          coachId={coachId}
          certification={editing.certification}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.deleteTitle, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            analytics.track('certificationDeleted');
            toast.positive(commonMessages.deleted);
          } catch (error) {
            toast.critical(errorMessage(isApiError(error) ? error.key : 'default'));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.deleteBody)}
      </ConfirmDialog>
    </Stack>
  );
}
