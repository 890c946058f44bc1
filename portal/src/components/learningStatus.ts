import type { ModuleStatus } from '@hci/api-schema';
import { learningMessages as m } from './learningMessages';

/** A course's or a module's status, as words and as a badge tone. */
export const statusLabel = {
  NOT_STARTED: m.notStarted,
  IN_PROGRESS: m.inProgress,
  COMPLETED: m.completed,
} as const satisfies Record<ModuleStatus, unknown>;

export const statusTone = {
  NOT_STARTED: 'neutral',
  IN_PROGRESS: 'info',
  COMPLETED: 'positive',
} as const satisfies Record<ModuleStatus, string>;
