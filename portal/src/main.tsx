import { startApp } from '@hci/app-frame';
import { portalApp } from './app/App';
import { ConfigurationFailure } from './app/ConfigurationFailure';

startApp(portalApp, { configurationFailure: <ConfigurationFailure /> });
