import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { type Envelope, createApi } from '@hci/api-schema';
import { agreementSigner, envelopeSignable, type StudentName } from '@hci/rules';
import {
  Badge,
  type BadgeTone,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  QueryView,
  Stack,
  Text,
  toast,
  useFocusAfterOutcome,
  useFormatters,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { DocumentDownload } from '../../components/DocumentDownload';
import { SignEnvelopeForm } from '../../components/SignEnvelopeForm';
import { agreementMessages as m } from './agreementMessages';
import { paths } from '../../paths';
import { PageHeading, useStudentId, useBoundApi, positiveMessages } from '@hci/app-frame';
import { useSystemText } from '../../components/systemText';

type EnvelopeDocument = Envelope['documents'][number];

const statusTone: Record<Envelope['status'], BadgeTone> = {
  SENT: 'caution',
  DELIVERED: 'caution',
  COMPLETED: 'positive',
  DECLINED: 'critical',
  VOIDED: 'neutral',
};

function DocumentRow({ envelope, document }: { envelope: Envelope; document: EnvelopeDocument }) {
  const intl = useIntl();
  const text = useSystemText();
  return (
    <Inline space="small" alignY="center">
      <DocumentDownload envelope={envelope} document={document}>
        {intl.formatMessage(m.download, { name: text(document.name) })}
      </DocumentDownload>
      {document.pageCount !== undefined && (
        <Text as="span" size="small" tone="secondary">
          {intl.formatMessage(m.pages, { count: document.pageCount })}
        </Text>
      )}
    </Inline>
  );
}

function EnvelopeCard({
  envelope,
  signer,
  completesApplication,
}: {
  envelope: Envelope;
  /** The person the envelope's agreement names. */
  signer: StudentName | undefined;
  /** Signing it is the application's last step: it completes the enrollment. */
  completesApplication: boolean;
}) {
  const intl = useIntl();
  const text = useSystemText();
  const [, navigate] = useLocation();
  const format = useFormatters();
  const headingId = `envelope-${envelope.id}`;
  // Signed, the form leaves the card; focus goes to the card's heading beside its new status.
  useFocusAfterOutcome(!envelopeSignable(envelope), () => document.getElementById(headingId));
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId}>
            {text(envelope.name)}
          </Heading>
          <Badge tone={statusTone[envelope.status]}>{intl.formatMessage(m[envelope.status])}</Badge>
        </Inline>
        <Text size="small" tone="secondary">
          {envelope.completedAt
            ? intl.formatMessage(
                // A signed agreement can be cancelled later, when new terms replace it.
                envelope.status === 'VOIDED'
                  ? envelope.signedBy
                    ? m.signedByThenCancelled
                    : m.signedThenCancelled
                  : envelope.signedBy
                    ? m.completedBy
                    : m.completedOn,
                { date: format.longDate(envelope.completedAt), name: envelope.signedBy },
              )
            : intl.formatMessage(m.sentOn, { date: format.longDate(envelope.sentAt) })}
        </Text>
        {envelope.documents.length > 0 && (
          <Stack space="xsmall">
            <Heading level={3} size={4}>
              {intl.formatMessage(m.documents)}
            </Heading>
            {envelope.documents.map((document) => (
              <DocumentRow key={document.id} envelope={envelope} document={document} />
            ))}
          </Stack>
        )}
        {envelopeSignable(envelope) && signer && (
          <SignEnvelopeForm
            envelope={envelope}
            signer={signer}
            onSigned={() => {
              if (!completesApplication) {
                toast.positive(intl.formatMessage(m.signed, { name: text(envelope.name) }));
                return;
              }
              // The enrollment page shows the completed application with its courses and plan.
              toast.positive(positiveMessages.applicationCompleted);
              navigate(paths.enrollment);
            }}
          />
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
  const envelopes = useQuery({
    ...queries.envelopes.list(studentId),
    select: (page) => page.content,
  });
  const applications = useQuery({
    ...queries.enrollmentApplications.list(studentId),
    select: (page) => page.content,
  });
  const student = useQuery(queries.students.detail(studentId));
  const signerOf = (envelope: Envelope) => {
    if (!student.data) return undefined;
    const application = applications.data?.find((a) => a.id === envelope.applicationId);
    return agreementSigner(application?.personalInfo, student.data.personalInfo);
  };

  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
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
              <EnvelopeCard
                key={envelope.id}
                envelope={envelope}
                signer={signerOf(envelope)}
                completesApplication={Boolean(
                  applications.data?.some(
                    (a) => a.id === envelope.applicationId && a.status === 'SIGNING',
                  ),
                )}
              />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
