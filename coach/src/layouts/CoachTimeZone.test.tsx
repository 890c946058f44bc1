import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/mock-api';
import { freezeTemporal } from '@hci/app-frame/demo-clock';
import { worker } from '@hci/app-frame/test';
import { formatTimeZoneName } from '@hci/design-system';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

const zoneLine = (zone: string) => `Times are in ${formatTimeZoneName(zone, 'en-US')}.`;

/** The coach's record with this zone of their own (none when null) and this schedule's zone. */
const coachWith = (own: string | null, schedule: string | null) =>
  worker.use(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId`, () =>
      HttpResponse.json({
        content: {
          ...fixtures.coach,
          user: { ...fixtures.coach.user, timeZone: own ?? undefined },
          ...(schedule ? { schedule: { id: fixtures.coachSchedule.id, timeZone: schedule } } : {}),
        },
      }),
    ),
  );

describe('the zone the coach’s screens show times in', () => {
  test('the zone the coach’s hours are in, whatever the account names', async () => {
    onTestFinished(freezeTemporal(vi.spyOn));
    coachWith('America/Chicago', 'Europe/Madrid');
    renderApp('/my-sessions');
    expect(await screen.findByText(zoneLine('Europe/Madrid'))).toBeVisible();
  });

  test('without a schedule, the account’s zone, not the device’s', async () => {
    onTestFinished(freezeTemporal(vi.spyOn));
    coachWith('Europe/Madrid', null);
    renderApp('/my-sessions');
    expect(await screen.findByText(zoneLine('Europe/Madrid'))).toBeVisible();
  });
});
