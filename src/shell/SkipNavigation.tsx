/**
 * "Skip to content", the first stop of the keyboard: hidden above the page until focused, it
 * moves the keyboard's starting point to <main id="main-content"> (react-admin's
 * SkipNavigationButton, drawn without MUI).
 */
import { useTranslate } from 'ra-core';

function skipToContent() {
  const main = document.getElementById('main-content');
  if (!main) return;
  // Focus and blur: the next Tab continues inside the content, without a focus ring on <main>.
  main.focus();
  main.blur();
}

export function SkipNavigation() {
  const translate = useTranslate();
  return (
    <button type="button" className="sh-button sh-button-contained sh-skip-nav" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav')}
    </button>
  );
}
