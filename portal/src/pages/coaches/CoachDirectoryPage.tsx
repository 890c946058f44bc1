import {
  languageLabels,
  languageOptions,
  PageHeading,
  useApi,
  useApiSession,
  useBoundApi,
} from '@hci/app-frame';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { coachQueries, signMediaUrl, type Coach, type Language } from '@hci/api-schema';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  QueryView,
  Refreshing,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Text,
  TextField,
  Tiles,
  vars,
} from '@hci/design-system';
import { pathTo, paths } from '../../paths';
import { coachName } from './coachName';
import { directoryMessages as m } from './directoryMessages';

/** Twelve coaches a page: four rows of three on a wide screen. */
export const directoryPageSize = 12;

interface DirectorySearch {
  keyword: string;
  specialization: string;
  language: Language | '';
}

const noSearch: DirectorySearch = { keyword: '', specialization: '', language: '' };

/** The search as the API takes it: blank fields left out. */
function queryOf(search: DirectorySearch, page: number) {
  return {
    ...(search.keyword.trim() ? { keyword: search.keyword.trim() } : {}),
    ...(search.specialization.trim() ? { specialization: search.specialization.trim() } : {}),
    ...(search.language ? { language: search.language } : {}),
    page,
    size: directoryPageSize,
  };
}

function CoachCard({ coach }: { coach: Coach }) {
  const intl = useIntl();
  const api = useApi();
  const session = useApiSession();
  const name = coachName(coach);
  const headingId = `coach-${coach.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Avatar
            name={name}
            {...(coach.photo ? { src: signMediaUrl(coach.photo, session, api.mediaBaseUrl) } : {})}
          />
          <Heading level={2} size={4} id={headingId}>
            <Link href={pathTo(paths.coach, { coachId: coach.id })}>{name}</Link>
          </Heading>
        </Inline>
        {coach.focus ? <Text>{coach.focus}</Text> : null}
        {coach.specializations.length ? (
          <Text tone="secondary">{coach.specializations.join(' · ')}</Text>
        ) : null}
        <Text tone="secondary">
          {intl.formatMessage(m.speaks, {
            languages: intl.formatList(
              coach.languages.map((language) => intl.formatMessage(languageLabels[language])),
            ),
          })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /coaches: the coach directory, searched by name, specialization and language, paged. */
export function CoachDirectoryPage() {
  const intl = useIntl();
  const { isAuthenticated } = useApiSession();
  const coaches = useBoundApi(coachQueries);
  const [draft, setDraft] = useState<DirectorySearch>(noSearch);
  const [search, setSearch] = useState<DirectorySearch>(noSearch);
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...coaches.directory(queryOf(search, page)),
    placeholderData: keepPreviousData,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft);
    setPage(0);
  }
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      {isAuthenticated ? (
        <Link href={paths.myPurchases}>{intl.formatMessage(m.myPurchases)}</Link>
      ) : null}
      <form role="search" aria-label={intl.formatMessage(m.search)} onSubmit={submit}>
        <Stack space="small">
          <Tiles space="medium" columns={{ mobile: 1, tablet: 3 }}>
            <TextField
              label={intl.formatMessage(m.name)}
              value={draft.keyword}
              onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
            />
            <TextField
              label={intl.formatMessage(m.specialization)}
              value={draft.specialization}
              onChange={(specialization) => setDraft((current) => ({ ...current, specialization }))}
            />
            <Select
              label={intl.formatMessage(m.language)}
              value={draft.language}
              onChange={(key) =>
                setDraft((current) => ({ ...current, language: String(key) as Language | '' }))
              }
            >
              {[
                { value: '', label: intl.formatMessage(m.anyLanguage) },
                ...languageOptions.map((option) => ({
                  value: option.value,
                  label: intl.formatMessage(option.label),
                })),
              ].map((option) => (
                <SelectItem key={option.value} id={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </Select>
          </Tiles>
          <div>
            <Button type="submit">{intl.formatMessage(m.apply)}</Button>
          </div>
        </Stack>
      </form>
      <QueryView
        query={query}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.space.xxxlarge} />}
        isEmpty={(data) => data.pagination.total === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        }
      >
        {(data) => (
          <Stack space="medium">
            <Refreshing isRefreshing={query.isPlaceholderData}>
              <section aria-label={intl.formatMessage(m.results)}>
                <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
                  {data.content.map((coach) => (
                    <CoachCard key={coach.id} coach={coach} />
                  ))}
                </Tiles>
              </section>
            </Refreshing>
            <Pagination
              total={data.pagination.total}
              page={page}
              pageSize={directoryPageSize}
              pageSizeOptions={[directoryPageSize]}
              onChange={(next) => setPage(next.page)}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
