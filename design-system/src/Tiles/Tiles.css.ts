import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/tokens';

export const tiles = style({ display: 'grid' });

const counts = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } as const;
export type TileCount = keyof typeof counts;

const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const columnsAt = {
  mobile: styleVariants(counts, template),
  tablet: styleVariants(counts, (count) => ({
    '@media': { [mediaQueries.tablet]: template(count) },
  })),
  desktop: styleVariants(counts, (count) => ({
    '@media': { [mediaQueries.desktop]: template(count) },
  })),
  wide: styleVariants(counts, (count) => ({ '@media': { [mediaQueries.wide]: template(count) } })),
};
