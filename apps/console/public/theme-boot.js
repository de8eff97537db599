/* global document, window */
// Applied before first paint so the saved console theme never flashes (an external file: the CSP allows 'self' scripts).
(function () {
  var d = document.documentElement;
  try {
    var t = localStorage.getItem('console.theme');
    if (t !== 'light' && t !== 'dark') t = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    d.dataset.theme = t;
    var l = localStorage.getItem('console.language');
    if (l === 'ty') d.lang = 'th';
  } catch (e) {
    d.dataset.theme = 'dark';
  }
})();
