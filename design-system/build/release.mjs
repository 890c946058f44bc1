// `npm run release -w @hci/design-system`: publishes the versions `changeset version` prepared to
// the institute's registry (never the public one) and tags each released commit. The registry
// comes from HCI_NPM_REGISTRY, its publish token from npm's own configuration (NPM_TOKEN in an
// `.npmrc` kept outside the repository); nothing here names a registry.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const registry = process.env.HCI_NPM_REGISTRY;
if (!registry) {
  console.error(
    'Set HCI_NPM_REGISTRY to the institute registry URL: the package is never published elsewhere.',
  );
  process.exit(1);
}
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { status } = spawnSync('npx', ['changeset', 'publish'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, npm_config_registry: registry },
});
process.exit(status ?? 1);
