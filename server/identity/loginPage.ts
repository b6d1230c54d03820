import type { Lang } from '../../src/shared/resource/types';
import { msg } from './messages';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

// Inline <style> is allowed by the server's CSP (style-src 'unsafe-inline'); no script at all.
const STYLE = `
body{font-family:Roboto,Arial,sans-serif;background:#eceff1;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#212121}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);width:min(360px,90vw)}
h1{font-size:1.5rem;margin:0 0 4px}p.sub{margin:0 0 24px;color:#616161;font-size:.875rem}
label{display:block;font-size:.875rem;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px;font-size:1rem;border:1px solid #9e9e9e;border-radius:4px}
button{margin-top:24px;width:100%;padding:12px;font-size:1rem;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#fdecea;color:#b71c1c;padding:10px;border-radius:4px;margin-bottom:8px}
nav{margin-top:16px;font-size:.875rem;text-align:center}nav a{color:#1565c0;margin:0 6px}`;

export interface LoginPageOptions {
  lang: Lang;
  realm: string;
  /** Form action (carries the pending request id). */
  action: string;
  /** Same page in the other language. */
  switchUrl: (lang: Lang) => string;
  username?: string;
  error?: string;
}

/** The development realm's login form (German or Italian). */
export function loginPage(o: LoginPageOptions): string {
  const t = (k: string, a?: Record<string, string | number>) => esc(msg(o.lang, k, a));
  const other: Lang = o.lang === 'de' ? 'it' : 'de';
  return `<!doctype html>
<html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('login.title')}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main>
<h1>${t('login.title')}</h1><p class="sub">${t('login.subtitle', { realm: o.realm })}</p>
${o.error ? `<div class="error" role="alert" id="login-error">${esc(o.error)}</div>` : ''}
<form method="post" action="${esc(o.action)}">
<label for="username">${t('login.username')}</label>
<input id="username" name="username" autocomplete="username" autofocus required value="${esc(o.username ?? '')}">
<label for="password">${t('login.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" id="kc-login">${t('login.submit')}</button>
</form>
<nav><a href="${esc(o.switchUrl(other))}" hreflang="${other}" lang="${other}">${other === 'de' ? 'Deutsch' : 'Italiano'}</a></nav>
</main></body></html>`;
}

/** A plain message page (bad request, logged out). */
export function messagePage(lang: Lang, title: string, text: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`;
}
