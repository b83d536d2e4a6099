/*
 * Hostile text that tries to run script wherever the portal shows what people typed: the
 * classic HTML, attribute, URL and template breakouts. It is test data, shared by the server's
 * sanitiser tests and the journeys that look for a script running in Chromium. Each payload
 * that ran would either open a dialog or set `window.__xss`; neither may ever happen.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<script>window.__xss=2</script>',
  '<img src=x onerror=alert(3)>',
  '<img src="x" onerror="window.__xss=4">',
  '<svg onload=alert(5)>',
  '<svg><script>alert(6)</script></svg>',
  '<iframe src="javascript:alert(7)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<a href="javascript:alert(9)">click me</a>',
  '<a href="JaVaScRiPt:alert(10)">mixed case</a>',
  '<a href="java&#x09;script:alert(11)">tab entity</a>',
  '<body onload=alert(12)>',
  '<details open ontoggle=alert(13)>',
  '<input autofocus onfocus=alert(14)>',
  '<video><source onerror=alert(15)></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(16)>',
  '"><script>alert(17)</script>',
  "'><img src=x onerror=alert(18)>",
  '" onmouseover="alert(19)" x="',
  '</textarea><script>alert(20)</script>',
  '</title><script>alert(21)</script>',
  '<style>@import "javascript:alert(22)";</style>',
  '<div style="background:url(javascript:alert(23))">styled</div>',
  '<object data="javascript:alert(24)"></object>',
  '<embed src="javascript:alert(25)">',
  '<base href="javascript:alert(26)//">',
  '<form action="javascript:alert(27)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(28)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(29)>">',
  '<img src=x:x onerror=&#97;lert(30)>',
  '{{constructor.constructor("alert(31)")()}}',
  '${alert(32)}',
  'javascript:alert(33)',
  '<scr<script>ipt>alert(34)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(35)//">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzNik8L3NjcmlwdD4=">data url</a>',
] as const;

/** The same payloads, each short enough for a one-line field (names, titles: 100 characters). */
export const SHORT_XSS_PAYLOADS = XSS_PAYLOADS.filter((payload) => payload.length <= 100);
