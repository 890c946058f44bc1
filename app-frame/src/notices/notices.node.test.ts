import { expect, test } from 'vitest';
import english from '../../lang/en-US.json';
import spanish from '../../lang/es.json';
import { infoMessages } from './infoMessages';
import { positiveMessages } from './positiveMessages';

test('every info and positive text is there: info.<key>, positive.<key>', () => {
  for (const [key, message] of Object.entries(infoMessages)) expect(message.id).toBe(`info.${key}`);
  for (const [key, message] of Object.entries(positiveMessages))
    expect(message.id).toBe(`positive.${key}`);
  const ids = [...Object.values(infoMessages), ...Object.values(positiveMessages)].map(
    (message) => message.id,
  );
  for (const id of ids) {
    expect(english).toHaveProperty([id]);
    expect(spanish).toHaveProperty([id]);
  }
  expect(english['info.sessionExpired']).toBe('Your session expired, please login again');
});
