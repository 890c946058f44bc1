// An app written once for both: how it starts (`startApp`), everything around its routes
// (`AppRoot`, given what tells the apps apart), and its binding to the API: the API object made at
// start-up (clients, session, usage tracking), the provider and hooks the pages reach it through,
// the query cache of the session, and what shows to some roles only.
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
export { AppRoot, type AppDefinition, type AppProps } from './AppRoot';
export { RequireRole, useCanAccess } from './RequireRole';
export { SessionQueries } from './SessionQueries';
export { startApp, type StartOptions } from './startApp';
