import { startApp } from '@hci/app-frame';
import { coachApp } from './app/App';

startApp(coachApp, {
  reverify: true,
  // Nothing else has loaded yet, so no catalogue either: both languages, plainly.
  configurationFailure: (
    <p role="alert">
      The application could not load its configuration. / La aplicación no pudo cargar su
      configuración.
    </p>
  ),
});
