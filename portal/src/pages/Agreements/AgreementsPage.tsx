import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError, type Envelope, useStudentId, createApi, useBoundApi } from '@hci/api-schema';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  EmptyState,
  errorMessage,
  Heading,
  Inline,
  Link,
  QueryView,
  Stack,
  Text,
  toast,
  useFormatters,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { agreementMessages as m } from './messages';
import { paths } from '../../paths';
import { useDocumentTitle } from '@hci/design-system/app';

type EnvelopeDocument = Envelope['documents'][number];

const statusTone: Record<Envelope['status'], BadgeTone> = {
  SENT: 'caution',
  DELIVERED: 'caution',
  COMPLETED: 'positive',
  DECLINED: 'critical',
  VOIDED: 'neutral',
};

/** Hands a downloaded file to the browser as a file to save. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
  anchor.click();
  URL.revokeObjectURL(url);
}

function DocumentDownload({
  envelope,
  document,
}: {
  envelope: Envelope;
  document: EnvelopeDocument;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const download = useMutation({
    ...queries.envelopes.downloadDocument(),
    onSuccess: (blob) => saveFile(blob, document.name),
    onError: (error) => toast.critical(errorMessage(isApiError(error) ? error.key : 'default')),
  });
  return (
    <Inline space="small" alignY="center">
      <Button
        variant="secondary"
        isPending={download.isPending}
        onPress={() => download.mutate({ envelopeId: envelope.id, documentId: document.id })}
      >
        {intl.formatMessage(m.download, { name: document.name })}
      </Button>
      {document.pageCount !== undefined && (
        <Text as="span" size="small" tone="secondary">
          {intl.formatMessage(m.pages, { count: document.pageCount })}
        </Text>
      )}
    </Inline>
  );
}

function EnvelopeCard({ envelope }: { envelope: Envelope }) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = `envelope-${envelope.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId}>
            {envelope.name}
          </Heading>
          <Badge tone={statusTone[envelope.status]}>{intl.formatMessage(m[envelope.status])}</Badge>
        </Inline>
        <Text size="small" tone="secondary">
          {envelope.completedAt
            ? intl.formatMessage(m.completedOn, { date: format.longDate(envelope.completedAt) })
            : intl.formatMessage(m.sentOn, { date: format.longDate(envelope.sentAt) })}
        </Text>
        {envelope.documents.length > 0 && (
          <Stack space="xsmall">
            <Heading level={3} size={4}>
              {intl.formatMessage(m.documents)}
            </Heading>
            {envelope.documents.map((document) => (
              <DocumentDownload key={document.id} envelope={envelope} document={document} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /settings/agreements: the student's envelopes and their documents. */
export function AgreementsPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  useDocumentTitle(intl.formatMessage(m.title));
  const envelopes = useQuery({
    ...queries.envelopes.list(studentId),
    select: (page) => page.content,
  });

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <QueryView
        query={envelopes}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<CardsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
            action={
              <Link href={paths.inbox} appearance="secondary">
                {intl.formatMessage(m.goToInbox)}
              </Link>
            }
          />
        }
      >
        {(list) => (
          <Stack space="medium">
            {list.map((envelope) => (
              <EnvelopeCard key={envelope.id} envelope={envelope} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
