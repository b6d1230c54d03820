/**
 * The login page at '/' before login (spec point 2, issue 3 point 1): username and password
 * (the password grant) and, as a second way in, single sign-on; each can be switched off by
 * /api/config. A failed sign-in says why, in German or Italian. Plain MUI, no react-admin and
 * no i18next: this is the first screen and must stay small.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import KeyIcon from '@mui/icons-material/VpnKey';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LANGS, type Lang } from '../../shared/resource/types';
import type { Brand } from '../../brands/types';
import type { ClientConfig } from '../../providers/auth/config';
import { failureOf, loginErrorMessage, type LoginFailure } from '../../providers/auth/loginErrors';
import { AUTH_TEXTS } from '../../providers/auth/messages';
import type { SessionUser } from '../../providers/auth/session';

export interface LoginPageProps {
  brand: Brand;
  config: ClientConfig;
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  /** The password way: resolves with the user payload, rejects with a LoginError. */
  signIn: (username: string, password: string) => Promise<SessionUser>;
  /** The SSO way: leaves the page (resolves only if it does not). */
  startSso: () => Promise<void>;
  onSignedIn: (user: SessionUser) => void;
  /** A failure that happened before the page was shown (e.g. on the return from SSO). */
  initialFailure?: LoginFailure | null;
}

type Busy = null | 'password' | 'sso';

export function LoginPage(props: LoginPageProps) {
  const { brand, config, lang } = props;
  const t = AUTH_TEXTS[lang];
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<LoginFailure | 'required' | null>(props.initialFailure ?? null);
  const passwordWay = config.auth.passwordLogin;
  const ssoWay = config.auth.sso;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setFailure('required');
      return;
    }
    setBusy('password');
    setFailure(null);
    try {
      const user = await props.signIn(username.trim(), password);
      props.onSignedIn(user);
    } catch (error) {
      console.error('Leitstelle: sign-in failed', error);
      setFailure(failureOf(error));
      setPassword('');
      setBusy(null);
    }
  };

  const sso = async () => {
    if (busy) return;
    setBusy('sso');
    setFailure(null);
    try {
      await props.startSso();
    } catch (error) {
      console.error('Leitstelle: single sign-on failed', error);
      setFailure({ kind: 'sso' });
      setBusy(null);
    }
  };

  const message = failure === null ? null : failure === 'required' ? t.required : loginErrorMessage(failure, lang);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: 4 }} aria-labelledby="login-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
          <Typography variant="h6" component="p" color="primary">
            {brand.title[lang]}
          </Typography>
          <ToggleButtonGroup
            value={lang}
            exclusive
            size="small"
            aria-label={t.language}
            onChange={(_, value: Lang | null) => {
              if (value && value !== lang) props.onLangChange(value);
            }}
          >
            {LANGS.map((l) => (
              <ToggleButton key={l} value={l} lang={l} aria-label={l === 'de' ? 'Deutsch' : 'Italiano'} sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}>
                {l.toUpperCase()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Typography id="login-title" variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        {!passwordWay && !ssoWay ? (
          <Alert severity="warning">{t.noWayIn}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.intro}
          </Typography>
        )}
        {message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="login-error">
            {message}
          </Alert>
        )}
        {passwordWay && (
          <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="login-title">
            {/* FormControl + FilledInput rather than TextField: TextField also pulls in Select
                (menu, popover, modal), which this first screen does not need. */}
            <FormControl variant="filled" size="small" fullWidth margin="dense" required disabled={busy !== null}>
              <InputLabel htmlFor="login-username">{t.username}</InputLabel>
              <FilledInput
                id="login-username"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoFocus
              />
            </FormControl>
            <FormControl variant="filled" size="small" fullWidth margin="dense" required disabled={busy !== null}>
              <InputLabel htmlFor="login-password">{t.password}</InputLabel>
              <FilledInput
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                endAdornment={
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? t.hidePassword : t.showPassword}
                      onClick={() => setShowPassword((v) => !v)}
                      edge="end"
                      size="small"
                    >
                      {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                    </IconButton>
                  </InputAdornment>
                }
              />
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              startIcon={<LoginIcon />}
              loading={busy === 'password'}
              loadingPosition="start"
              disabled={busy === 'sso'}
            >
              {t.submit}
            </Button>
          </Box>
        )}
        {passwordWay && ssoWay && (
          <Divider sx={{ my: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {t.or}
            </Typography>
          </Divider>
        )}
        {ssoWay && (
          <Button
            type="button"
            variant="outlined"
            fullWidth
            sx={passwordWay ? undefined : { mt: 1 }}
            startIcon={<KeyIcon />}
            loading={busy === 'sso'}
            loadingPosition="start"
            disabled={busy === 'password'}
            onClick={() => void sso()}
          >
            {t.sso}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
