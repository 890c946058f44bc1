import { isInPersonService } from '@hci/rules';
import {
  deliveryModeLabels,
  PageHeading,
  useApiSession,
  useBoundApi,
  useErrorMessage,
  useNow,
} from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import {
  coachQueries,
  productQueries,
  purchaseQueries,
  type Coach,
  type CoachProduct,
} from '@hci/api-schema';
import { testCallStanding } from '@hci/rules';
import {
  Alert,
  Card,
  FactList,
  Heading,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  Tiles,
  useFormatters,
  useMoneyFormatter,
  vars,
} from '@hci/design-system';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { loginPath, pathTo, paths } from '../../paths';
import { PublicCoachProfile } from './CoachProfilePage';
import { coachName } from './coachName';
import { directoryMessages as m } from './directoryMessages';

function OfferCard({ product }: { product: CoachProduct }) {
  const intl = useIntl();
  const money = useMoneyFormatter();
  const { isAuthenticated } = useApiSession();
  const session = product.serviceSpecification?.session;
  const headingId = `offer-${product.id}`;
  const checkout = pathTo(paths.checkout, { coachId: product.coachId, productId: product.id });
  const title = product.title;
  const action = session
    ? isAuthenticated
      ? m.book
      : m.signInToBook
    : isAuthenticated
      ? m.buy
      : m.signInToBuy;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={3} size={4} id={headingId}>
          {title}
        </Heading>
        {product.description ? <Text>{product.description}</Text> : null}
        <FactList
          facts={[
            {
              label: intl.formatMessage(m.price),
              value: money(product.price, { zeroAsFree: true }),
            },
            ...(session
              ? [
                  {
                    label: intl.formatMessage(m.delivery),
                    value: intl.formatMessage(deliveryModeLabels[session.type]),
                  },
                  // An in-person session's address, before anyone signs in to book it.
                  ...(isInPersonService(product) && product.location
                    ? [{ label: intl.formatMessage(m.where), value: product.location }]
                    : []),
                  {
                    label: intl.formatMessage(m.length),
                    value: intl.formatMessage(m.sessions, {
                      count: session.count,
                      minutes: session.duration,
                    }),
                  },
                ]
              : []),
          ]}
        />
        <div>
          <Link href={isAuthenticated ? checkout : loginPath(checkout)} appearance="primary">
            {intl.formatMessage(action, { title })}
          </Link>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The coach's free test call, apart from the rest of the offer: its action leads to the free times
 * and a booking with no card; a student who has one booked is told when, one who had one is told so.
 */
function TestCall({ coach, product }: { coach: Coach; product: CoachProduct }) {
  const intl = useIntl();
  const errorText = useErrorMessage();
  const { isAuthenticated, studentId } = useApiSession();
  const purchases = useBoundApi(purchaseQueries);
  // The student's purchases say whether this coach's test call was had already.
  const own = useQuery({
    ...purchases.student(studentId ?? 0, { size: 100 }),
    enabled: studentId !== undefined,
  });
  const format = useFormatters();
  const checkout = pathTo(paths.checkout, { coachId: coach.id, productId: product.id });
  const booked = own.data?.content
    .filter((purchase) => purchase.product.id === product.id)
    .flatMap((purchase) => purchase.sessions ?? []);
  // A test call booked ahead is told as booked until it starts, then as had.
  const now = useNow((booked ?? []).map((session) => session.startsAt));
  const standing = own.data && testCallStanding(product, own.data.content, now);
  const minutes = product.serviceSpecification?.session.duration ?? 20;
  return (
    <Card as="section" aria-labelledby="coach-test-call">
      <Stack space="small">
        <Heading level={2} id="coach-test-call">
          {intl.formatMessage(m.testCallTitle)}
        </Heading>
        <Text>{intl.formatMessage(m.testCallBody, { minutes, coach: coachName(coach) })}</Text>
        {standing?.kind === 'upcoming' ? (
          <Stack space="small">
            <Alert tone="info">
              {intl.formatMessage(m.testCallBooked, {
                coach: coachName(coach),
                when: format.zonedTimeRange(standing.startsAt, standing.endsAt),
              })}
            </Alert>
            <div>
              <Link href={pathTo(paths.myPurchase, { purchaseId: standing.purchaseId })}>
                {intl.formatMessage(m.seeTestCall)}
              </Link>
            </div>
          </Stack>
        ) : standing?.kind === 'had' ? (
          <Alert tone="info">{errorText('testCallTaken')}</Alert>
        ) : studentId !== undefined && own.isPending ? (
          <Skeleton shape="block" height={vars.size.touchTarget} />
        ) : (
          <div>
            <Link href={isAuthenticated ? checkout : loginPath(checkout)} appearance="primary">
              {intl.formatMessage(isAuthenticated ? m.bookTestCall : m.signInToBookTestCall)}
            </Link>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function Offer({ coach }: { coach: Coach }) {
  const intl = useIntl();
  const products = useBoundApi(productQueries);
  const offer = useQuery(products.publicList(coach.id, { size: 100 }));
  const testCall = offer.data?.content.find((product) => product.testCall);
  return (
    <Stack space="large">
      {testCall ? <TestCall coach={coach} product={testCall} /> : null}
      <section aria-labelledby="coach-offer">
        <Stack space="medium">
          <Heading level={2} id="coach-offer">
            {intl.formatMessage(m.offer)}
          </Heading>
          <QueryView
            query={offer}
            loadingLabel={intl.formatMessage(m.offerLoading)}
            isEmpty={(page) => page.content.every((product) => product.testCall)}
            empty={<Text tone="secondary">{intl.formatMessage(m.offerEmpty)}</Text>}
          >
            {(page) => (
              <Tiles space="medium" columns={{ mobile: 1, tablet: 2 }}>
                {page.content
                  .filter((product) => !product.testCall)
                  .map((product) => (
                    <OfferCard key={product.id} product={product} />
                  ))}
              </Tiles>
            )}
          </QueryView>
        </Stack>
      </section>
    </Stack>
  );
}

/** /coaches/:coachId: a coach's public page, the address a coach shares; readable signed out. */
export function CoachPage() {
  const intl = useIntl();
  const { coachId: param = '' } = useParams<{ coachId: string }>();
  const coachId = /^[1-9]\d{0,14}$/.test(param) ? Number(param) : undefined;
  const coaches = useBoundApi(coachQueries);
  const coach = useQuery({ ...coaches.publicDetail(coachId ?? 0), enabled: coachId !== undefined });
  if (coachId === undefined) return <NotFoundPage />;
  return (
    <Stack space="large">
      <Link href={paths.coaches}>{intl.formatMessage(m.backToDirectory)}</Link>
      <QueryView
        query={coach}
        loadingLabel={intl.formatMessage(m.coachLoading)}
        skeleton={<Skeleton shape="block" height={vars.space.xxxlarge} />}
      >
        {(data) => (
          <Stack space="large">
            <PageHeading>{coachName(data)}</PageHeading>
            <Offer coach={data} />
            <PublicCoachProfile coach={data} named={false} testCallShown={false} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
