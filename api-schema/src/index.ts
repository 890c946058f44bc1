export { loadRuntimeConfig, RuntimeConfig, RuntimeConfigError } from './runtime-config';
