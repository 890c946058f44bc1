export interface ServerConfig {
  host: string;
  port: number;
  allowedOrigins: string[];
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`Invalid port: ${value}`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const portalPort = port(env.PORTAL_PORT, 4020);
  const coachPort = port(env.COACH_PORT, 4030);
  const defaults = [portalPort, coachPort].flatMap((p) => [
    `http://127.0.0.1:${p}`,
    `http://localhost:${p}`,
  ]);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: port(env.API_PORT, 4010),
    allowedOrigins: env.API_ALLOWED_ORIGINS
      ? env.API_ALLOWED_ORIGINS.split(',').map((o) => o.trim())
      : defaults,
  };
}
