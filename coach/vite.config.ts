import { defineConfig } from 'vite';
import { appConfig } from '../vite.shared.ts';

export default defineConfig(appConfig(Number(process.env.COACH_PORT ?? 4030)));
