export {
  ImageFallback,
  imageFallbackTones,
  type ImageFallbackProps,
  type ImageFallbackTone,
} from './ImageFallback';
