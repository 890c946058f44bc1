import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { coachQueries, signMediaUrl, type Coach } from '@hci/api-schema';
import {
  Avatar,
  Card,
  FactList,
  Heading,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  useFormatters,
  vars,
} from '@hci/design-system';
import { AppHandoverLink, PageHeading, useApi, useApiSession, useBoundApi } from '@hci/app-frame';
import { coachAppProfilePath } from '../../paths';
import { coachName } from './coachName';
import { coachProfileMessages as m } from './coachProfileMessages';

const socialNetworks = ['linkedIn', 'facebook', 'instagram', 'youtube'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * What clients see of a coach: no e-mail, birth date or rate of pay. `named` false leaves out the
 * name, for a page whose title is the name already; `testCallShown` false leaves out whether the
 * coach offers a test call, for a page that offers it to book.
 */
export function PublicCoachProfile({
  coach,
  named = true,
  testCallShown = true,
}: {
  coach: Coach;
  named?: boolean;
  testCallShown?: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const api = useApi();
  const session = useApiSession();
  const name = coachName(coach);
  const none = <Text tone="secondary">{intl.formatMessage(m.none)}</Text>;
  // Only certifications already issued (by the student's today) count as earned.
  const today = Temporal.Now.plainDateISO(format.timeZone).toString();
  const earned = coach.certifications.filter(
    (certification) => certification.issuedOn !== undefined && certification.issuedOn <= today,
  );
  const links = socialNetworks.flatMap((network) => {
    const href = coach.socialNetworks[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <Stack space="large">
      <Stack space="small">
        <Avatar
          name={name}
          size="large"
          {...(coach.photo ? { src: signMediaUrl(coach.photo, session, api.mediaBaseUrl) } : {})}
        />
        {named ? <Heading level={2}>{name}</Heading> : null}
        {coach.focus ? <Text tone="secondary">{coach.focus}</Text> : null}
      </Stack>
      <Section title={intl.formatMessage(m.about)}>
        {coach.intro ? (
          <Text>{coach.intro}</Text>
        ) : (
          <Text tone="secondary">{intl.formatMessage(m.noIntro)}</Text>
        )}
        <FactList
          facts={[
            {
              label: intl.formatMessage(m.specializations),
              value: coach.specializations.length
                ? coach.specializations.join(', ')
                : intl.formatMessage(m.none),
            },
            {
              label: intl.formatMessage(m.languages),
              value: coach.languages.map((language) => intl.formatMessage(m[language])).join(', '),
            },
            ...(coach.hctpGraduatingClass
              ? [{ label: intl.formatMessage(m.graduatingClass), value: coach.hctpGraduatingClass }]
              : []),
            ...(testCallShown
              ? [
                  {
                    label: intl.formatMessage(m.testCall),
                    value: intl.formatMessage(coach.testCall ? m.yes : m.no),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={intl.formatMessage(m.social)}>
        {links.length === 0 ? (
          none
        ) : (
          <ul>
            {links.map(({ network, href }) => (
              <li key={network}>
                <Link href={href} isExternal>
                  {intl.formatMessage(m[network])}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={intl.formatMessage(m.educations)}>
        {coach.educations.length === 0 ? (
          none
        ) : (
          <ul>
            {coach.educations.map((education) => (
              <li key={education.id}>
                <Text weight="strong">
                  {education.degree}
                  {education.fieldOfStudy ? `, ${education.fieldOfStudy}` : ''}
                </Text>
                <Text tone="secondary">
                  {education.institution}
                  {education.startYear && education.endYear
                    ? ` · ${intl.formatMessage(m.educationYears, { start: education.startYear, end: education.endYear })}`
                    : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={intl.formatMessage(m.certifications)}>
        {earned.length === 0 ? (
          none
        ) : (
          <ul>
            {earned.map((certification) => (
              <li key={certification.id}>
                <Text weight="strong">{certification.name}</Text>
                <Text tone="secondary">
                  {intl.formatMessage(m.issued, {
                    issuer: certification.issuer,
                    date: format.longDate(certification.issuedOn!),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Stack>
  );
}

/** /coach-profile: a student who is also a coach sees their public profile, and where to edit it. */
export function CoachProfilePage() {
  const intl = useIntl();
  const { coachId = 0 } = useApiSession();
  const { coachAppUrl } = useApi();
  const coaches = useBoundApi(coachQueries);
  const coach = useQuery(coaches.detail(coachId));
  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
        {coachAppUrl ? (
          <AppHandoverLink appUrl={coachAppUrl} path={coachAppProfilePath} appearance="secondary">
            {intl.formatMessage(m.edit)}
          </AppHandoverLink>
        ) : null}
      </Stack>
      <QueryView
        query={coach}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.space.xxxlarge} />}
      >
        {(data) => <PublicCoachProfile coach={data} />}
      </QueryView>
    </Stack>
  );
}
