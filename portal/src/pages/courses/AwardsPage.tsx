import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  AwardIcon,
  Card,
  EmptyState,
  Heading,
  Image,
  ImageFallback,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  Tiles,
  useFormatters,
  vars,
} from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId } from '@hci/app-frame';
import { createApi, type Award } from '@hci/api-schema';
import { useMediaSrc } from '../../components/useMediaSrc';
import { paths } from '../../paths';
import { awardsMessages as m } from './awardsMessages';
import { useAwardText } from './awardText';
import * as styles from './AwardsPage.css';

function AwardCard({ award }: { award: Award }) {
  const intl = useIntl();
  const format = useFormatters();
  const mediaSrc = useMediaSrc();
  const text = useAwardText()(award);
  const headingId = `award-${award.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <div className={award.status === 'EARNED' ? undefined : styles.notYetEarned}>
          <Image
            src={mediaSrc(award.image)}
            alt=""
            aspectRatio={1}
            fallback={<ImageFallback tone="accent" icon={<AwardIcon />} />}
          />
        </div>
        <Heading level={3} id={headingId}>
          {text.name}
        </Heading>
        <Text>{text.description}</Text>
        <Text size="small" tone="secondary">
          {award.status === 'EARNED' && award.earnedAt
            ? intl.formatMessage(m.earnedOn, { date: format.longDate(award.earnedAt) })
            : intl.formatMessage(m.howToEarn, { criteria: text.criteria })}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * One award a row on a phone: two would leave a long Spanish name ("Orientación completa") no
 * room but to break inside its words.
 */
const awardColumns = { mobile: 1, tablet: 3, desktop: 4 } as const;

function AwardSection({
  id,
  title,
  awards,
  empty,
}: {
  id: string;
  title: string;
  awards: Award[];
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {awards.length === 0 ? (
          empty
        ) : (
          <Tiles columns={awardColumns} space="medium">
            {awards.map((award) => (
              <AwardCard key={award.id} award={award} />
            ))}
          </Tiles>
        )}
      </Stack>
    </section>
  );
}

/** /my-awards: the awards earned, with their dates, and those still to earn, with what earns each. */
export function AwardsPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const awards = useQuery(queries.awards.list(studentId));
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <QueryView
        query={awards}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={
          <Tiles columns={awardColumns} space="medium">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} shape="block" height={`calc(${vars.space.xxxlarge} * 3)`} />
            ))}
          </Tiles>
        }
        isEmpty={(data) => data.content.length === 0}
        empty={
          <EmptyState
            icon={<AwardIcon size="large" />}
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
            action={
              <Link href={paths.courses} appearance="secondary">
                {intl.formatMessage(m.goToCourses)}
              </Link>
            }
          />
        }
      >
        {(data) => {
          const earned = data.content.filter((award) => award.status === 'EARNED');
          const available = data.content.filter((award) => award.status === 'AVAILABLE');
          return (
            <Stack space="xlarge">
              <AwardSection
                id="awards-earned"
                title={intl.formatMessage(m.earned)}
                awards={earned}
                empty={
                  <EmptyState
                    headingLevel={3}
                    icon={<AwardIcon size="large" />}
                    title={intl.formatMessage(m.noneEarnedTitle)}
                    description={intl.formatMessage(m.noneEarnedBody)}
                  />
                }
              />
              <AwardSection
                id="awards-available"
                title={intl.formatMessage(m.available)}
                awards={available}
                empty={
                  <EmptyState
                    headingLevel={3}
                    title={intl.formatMessage(m.allEarnedTitle)}
                    description={intl.formatMessage(m.allEarnedBody)}
                  />
                }
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
