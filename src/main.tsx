/**
 * Tiny bootstrap: shows the loading state (already in index.html), fetches /api/resources and
 * only then loads the application chunk (dynamic import), so the first bytes stay small.
 * On failure it shows a clear German or Italian error with a retry button.
 */
import { BOOT_TEXTS, fetchDeclarations } from './shell/boot';
import { detectBrowserLanguage } from './providers/i18n/detect';

const root = document.getElementById('root')!;
const lang = detectBrowserLanguage();
const texts = BOOT_TEXTS[lang];
document.documentElement.lang = lang;

function showLoading() {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  const spinner = document.createElement('span');
  spinner.className = 'boot-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.textContent = texts.loading;
  box.append(spinner, text);
  root.append(box);
}

function showError(error: unknown) {
  console.error('Leitstelle: start failed', error);
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot boot-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = texts.failed;
  const detail = document.createElement('p');
  detail.textContent = texts.detail;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => void start());
  box.append(title, detail, retry);
  root.append(box);
  retry.focus();
}

async function start() {
  showLoading();
  try {
    // Start fetching the app code while the declarations load.
    const appModule = import('./shell/startApp');
    const declarations = await fetchDeclarations(fetch, lang);
    const { startApp } = await appModule;
    await startApp(root, declarations);
  } catch (error) {
    showError(error);
  }
}

void start();
