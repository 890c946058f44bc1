export { TokenLoginPage } from './TokenLoginPage';
