export { LoadingRegion, Skeleton, type LoadingRegionProps, type SkeletonProps } from './Skeleton';
