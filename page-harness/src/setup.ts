// A setup file of the apps' page tests: each test starts on the reference API as seeded.
import { beforeEach } from 'vitest';
import { answerWithSeededApi } from './pageTests';

beforeEach(answerWithSeededApi);
