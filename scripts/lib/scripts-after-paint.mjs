// Imports nothing: scripts/prerender.mjs writes this script beside each build.

export const scriptsAfterPaintFile = 'scripts-after-paint.js';

/**
 * A classic script a prerendered page runs instead of naming its module scripts itself: the page is
 * whole without them, so they start loading once it has painted, and a press made meanwhile is
 * kept for the app. On a slow network its styles then have the bandwidth to themselves, and the
 * page shows sooner. It reads the scripts from its own `data-modules` (the entry first, then the
 * chunks to preload) and is a file of the app's own origin, so a strict Content-Security-Policy
 * allows it and the scripts it adds.
 */
export const scriptsAfterPaintScript = `(function () {
  var modules = document.currentScript.dataset.modules.split(' ');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    modules.forEach(function (file, index) {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      if (index === 0) {
        element.type = 'module';
        element.src = file;
      } else {
        element.rel = 'modulepreload';
        element.href = file;
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  }
  // Until the app has started, its submit buttons cannot submit (the browser would send the form
  // itself, the password in the address). A press of one, or Enter in a field of its form, marks
  // the form instead, and the button submits it once it can (the design system's Button).
  function requestSubmit(form, event) {
    if (!form || !form.querySelector('button[data-deferred-submit]')) return;
    event.preventDefault();
    form.setAttribute('data-submit-requested', '');
  }
  // Any other button has no effect until then: a press of one marks it, and the app presses it
  // once it has hydrated the page (the design system's mountApp, which also marks the page's root
  // when React starts receiving its events).
  var root = document.getElementById('root');
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (!button) return;
      if (button.hasAttribute('data-deferred-submit')) requestSubmit(button.form, event);
      else if (!root.hasAttribute('data-app-started') && root.contains(button))
        button.setAttribute('data-press-requested', '');
    },
    true,
  );
  document.addEventListener(
    'keydown',
    function (event) {
      if (event.key === 'Enter' && !event.isComposing && event.target.tagName === 'INPUT')
        requestSubmit(event.target.form, event);
    },
    true,
  );
  // A page opened in a background tab paints only once shown: it has no paint to wait for.
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !paintTiming) return load();
  document.addEventListener('visibilitychange', load);
  // The first contentful paint is reported once the frame is on screen.
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();
`;
