/**
 * "Skip to content", the first stop of the keyboard: hidden above the page until focused, it
 * moves the keyboard's starting point to <main id="main-content">. (react-admin's
 * SkipNavigationButton, built on MUI's Button: react-admin's Button brings a tooltip.)
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

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
    <Button
      variant="contained"
      className="skip-nav-button"
      onClick={skipToContent}
      sx={(theme) => ({
        position: 'fixed',
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        transition: theme.transitions.create(['top'], { duration: theme.transitions.duration.leavingScreen }),
        '&:focus': {
          top: theme.spacing(2),
          transition: theme.transitions.create(['top'], { duration: theme.transitions.duration.enteringScreen }),
        },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
}
