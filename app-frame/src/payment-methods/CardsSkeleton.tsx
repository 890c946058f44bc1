import { Skeleton, Stack, vars } from '@hci/design-system';

/** The loading shape of a settings page that lists cards: two card-sized blocks. */
export function CardsSkeleton() {
  return (
    <Stack space="medium">
      <Skeleton shape="block" height={vars.space.xxxlarge} />
      <Skeleton shape="block" height={vars.space.xxxlarge} />
    </Stack>
  );
}
