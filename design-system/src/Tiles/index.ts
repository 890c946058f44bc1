export { Tiles, type TileCount, type TilesProps } from './Tiles';
