// The offline page's texts in the language the visitor chose (localStorage "language", as the app keeps
// it); a static page cannot load the app's catalogues, so the complete languages are listed here
// (docs/pwa.md). Other languages read English.
/* global document, location, window */
(function () {
  var TEXTS = {
    en: { title: 'You are offline', text: 'Check your connection. The page opens again as soon as you are back online.', retry: 'Try again', lang: 'en' },
    ty: { title: 'คุณออฟไลน์อยู่', text: 'กรุณาตรวจสอบการเชื่อมต่อ หน้าเว็บจะเปิดอีกครั้งทันทีที่คุณกลับมาออนไลน์', retry: 'ลองอีกครั้ง', lang: 'th' },
  };
  var code;
  try {
    code = (localStorage.getItem('language') || '').toUpperCase();
  } catch {
    code = '';
  }
  var t = code === 'TY' || code === 'TH' ? TEXTS.ty : TEXTS.en;
  document.documentElement.lang = t.lang;
  document.title = t.title;
  document.getElementById('offline-title').textContent = t.title;
  document.getElementById('offline-text').textContent = t.text;
  var retry = document.getElementById('offline-retry');
  retry.textContent = t.retry;
  retry.addEventListener('click', function () {
    location.reload();
  });
  window.addEventListener('online', function () {
    location.reload();
  });
})();
