import { useEffect, useState } from 'react';

export type ImageStatus = 'loading' | 'loaded' | 'failed';

/** Whether an image URL loads, so a fallback can show instead of a broken image. */
export function useImageStatus(src: string | undefined): ImageStatus {
  const [status, setStatus] = useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: src ? 'loading' : 'failed',
  });
  if (status.src !== src) {
    setStatus({ src, status: src ? 'loading' : 'failed' });
  }
  useEffect(() => {
    if (!src) return;
    let current = true;
    const probe = new window.Image();
    probe.onload = () => current && setStatus({ src, status: 'loaded' });
    probe.onerror = () => current && setStatus({ src, status: 'failed' });
    probe.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return status.src === src ? status.status : src ? 'loading' : 'failed';
}

/**
 * `data-image-loading` on an image's frame while the image is on its way, so tooling (visual
 * snapshots) can wait for the picture the user will end up seeing.
 */
export function loadingMark(status: ImageStatus) {
  return status === 'loading' ? { 'data-image-loading': '' } : {};
}
