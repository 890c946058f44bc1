import { deliveryModeLabels, PageHeading, useApiSession, useBoundApi } from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { coachQueries, productQueries, type CoachProduct } from '@hci/api-schema';
import {
  Card,
  FactList,
  Heading,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  Tiles,
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

function Offer({ coachId }: { coachId: number }) {
  const intl = useIntl();
  const products = useBoundApi(productQueries);
  const offer = useQuery(products.publicList(coachId, { size: 100 }));
  return (
    <section aria-labelledby="coach-offer">
      <Stack space="medium">
        <Heading level={2} id="coach-offer">
          {intl.formatMessage(m.offer)}
        </Heading>
        <QueryView
          query={offer}
          loadingLabel={intl.formatMessage(m.offerLoading)}
          isEmpty={(page) => page.content.length === 0}
          empty={<Text tone="secondary">{intl.formatMessage(m.offerEmpty)}</Text>}
        >
          {(page) => (
            <Tiles space="medium" columns={{ mobile: 1, tablet: 2 }}>
              {page.content.map((product) => (
                <OfferCard key={product.id} product={product} />
              ))}
            </Tiles>
          )}
        </QueryView>
      </Stack>
    </section>
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
            <Offer coachId={coachId} />
            <PublicCoachProfile coach={data} named={false} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
