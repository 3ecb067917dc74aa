// The entry carries only the styles and this loader. A public page arrives prerendered and paints with its
// stylesheet and font alone; after that first paint the loader asks for every module the page runs at
// once (the prerendered page names them) and starts the application, so no script competes with the
// page's text for the connection or the main thread. A page with nothing prerendered (the portal, the
// admin), or a browser that does not report paints, starts at once.
import '@fontsource-variable/inter';
import './index.css';

const PAGE_MODULES_META = 'vela-page-modules';

function start() {
  const modules = document.querySelector(`meta[name="${PAGE_MODULES_META}"]`)?.getAttribute('content');
  for (const href of modules?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import('./app/start.tsx');
}

/** Runs `then` once the browser reports the first contentful paint (at once if it already has). */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab opened in the background paints nothing until shown: its application starts anyway.
  if (document.visibilityState !== 'visible') once();
}

const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
if (prerendered && PerformanceObserver.supportedEntryTypes?.includes('paint')) afterFirstPaint(start);
else start();
