// The library's own announcements to screen readers (a pressed button that starts working): one
// assertive live region, added to the document on first use. Its text is set a moment after the
// region exists and cleared later, so the same message can be announced again.
import { visuallyHidden } from '../css/a11y.css';

const clearAfter = 7000;

let region: HTMLElement | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('data-announcer', '');
  region.className = visuallyHidden;
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  const target = liveRegion();
  target.textContent = '';
  clearTimeout(clearTimer);
  // A region created and filled in the same task is often not read.
  setTimeout(() => {
    target.textContent = message;
    clearTimer = setTimeout(() => (target.textContent = ''), clearAfter);
  }, 50);
}
