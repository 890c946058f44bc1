// The app's binding to the API, made once for both apps: the API object an app creates at start-up
// (clients, session, usage tracking) and the provider and hooks its pages reach it through, the
// query cache of the session, and what shows to a role only.
export {
  ApiProvider,
  useApi,
  useApiSession,
  useAuthActions,
  useBoundApi,
  useCoachSession,
  useStudentId,
} from './ApiProvider';
export { createAppApi, type AppApi } from './appApi';
export { RequireRole, useCanAccess } from './RequireRole';
export { SessionQueries } from './SessionQueries';
export { useIdleSessionEnd } from './useIdleSessionEnd';
