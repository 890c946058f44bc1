import { unwrap } from '@hci/api-schema';
import { freezeTemporal } from '@hci/app-frame/demo-clock';
import { demoCoach, demoCoachSchedule, demoToday } from '@hci/demo-world';
import { formatTimeZoneName } from '@hci/design-system';
import { screen } from '@testing-library/react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { demo, renderApp } from '../test/renderApp';

const zoneLine = (zone: string) => `Times are in ${formatTimeZoneName(zone, 'en-US')}.`;

describe('the zone the coach’s screens show times in', () => {
  test('the zone the coach’s hours are in, whatever the account names', async () => {
    onTestFinished(freezeTemporal(vi.spyOn));
    const { as, sessions } = demo();
    // The demo coach's account names her own zone; her hours move to another.
    await unwrap(
      as('coach').PUT('/coaches/{coachId}/schedule', {
        params: { path: { coachId: sessions.coach.coachId! } },
        body: { ...demoCoachSchedule(demoToday), timeZone: 'Europe/Madrid' },
      }),
    );
    renderApp('/my-sessions');
    expect(await screen.findByText(zoneLine('Europe/Madrid'))).toBeVisible();
  });

  test('without a schedule, the account’s zone, not the device’s', async () => {
    onTestFinished(freezeTemporal(vi.spyOn));
    const { query, sessions } = demo();
    // No request takes a coach's schedule away.
    await query('DELETE FROM coach_schedules WHERE coach_id = $1', [sessions.coach.coachId!]);
    renderApp('/my-sessions');
    expect(await screen.findByText(zoneLine(demoCoach.timeZone))).toBeVisible();
  });
});
