// Shows the "did not load" screen of index.html when a script or stylesheet of the app fails to load, or when a
// lazily loaded part fails (Vite's vite:preloadError). A classic script in a file of its own: it must run even when
// the app's own scripts never arrive, and the CSP forbids inline scripts. It shows the screen in the stored language.
(function () {
  function show() {
    var screen = document.getElementById('load-failed');
    if (!screen) {
      document.addEventListener('DOMContentLoaded', show);
      return;
    }
    var language = null;
    try {
      language = window.localStorage.getItem('language');
    } catch {
      language = null;
    }
    var shown = language === 'zh_CN' ? 'zh-CN' : 'en';
    var sections = screen.querySelectorAll('[lang]');
    for (var i = 0; i < sections.length; i++) sections[i].hidden = sections[i].getAttribute('lang') !== shown;
    screen.hidden = false;
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      var isAsset =
        target &&
        (target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && /stylesheet|modulepreload/.test(target.rel)));
      if (isAsset) show();
    },
    true,
  );
  window.addEventListener('vite:preloadError', function (event) {
    event.preventDefault();
    show();
  });
  window.mboShowLoadFailed = show;
})();
