export type { ApiServer, ApiServerOptions } from './server.js';
export { startApiServer } from './server.js';
export { testCards } from './payments/card-processor.js';
export type { DeliveredMail } from './mail/mailbox.js';
