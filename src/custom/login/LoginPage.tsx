/**
 * The login page at '/' before login (spec point 2, issue 3 point 1): username and password
 * (the password grant) and, as a second way in, single sign-on; each can be switched off by
 * /api/config. A failed sign-in says why, in German or Italian. Plain React and a small stylesheet
 * (login.css, brand colours from src/brands/colors.ts): no MUI, no emotion, no react-admin, no i18next;
 * this is the first screen and must stay small (issue 15).
 */
import { useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { LANGS, type Lang } from '../../shared/resource/types';
import type { Brand } from '../../brands/types';
import type { ClientConfig } from '../../providers/auth/config';
import { failureOf, loginErrorMessage, type LoginFailure } from '../../providers/auth/loginErrors';
import { AUTH_TEXTS } from '../../providers/auth/messages';
import type { SessionUser } from '../../providers/auth/session';
import { brandColorVars } from '../../brands/colors';
import { Icon } from './icons';
import { Alert, Button, Field } from './parts';
import './login.css';

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

  const colours = useMemo(() => brandColorVars(brand.primary, 'lp') as CSSProperties, [brand.primary]);

  return (
    <main className="lp" style={colours}>
      <section className="lp-card" aria-labelledby="login-title">
        <div className="lp-head">
          <p className="lp-brand">{brand.title[lang]}</p>
          <div className="lp-langs" role="group" aria-label={t.language}>
            {LANGS.map((l) => (
              <button
                key={l}
                type="button"
                className="lp-lang"
                lang={l}
                aria-label={l === 'de' ? 'Deutsch' : 'Italiano'}
                aria-pressed={l === lang}
                onClick={() => {
                  if (l !== lang) props.onLangChange(l);
                }}
              >
                {l.toUpperCase()}
              </button>
            ))}
          </div>
        </div>
        <h1 id="login-title" className="lp-title">
          {t.title}
        </h1>
        {!passwordWay && !ssoWay ? <Alert severity="warning">{t.noWayIn}</Alert> : <p className="lp-intro">{t.intro}</p>}
        {message && (
          <Alert severity="error" testId="login-error">
            {message}
          </Alert>
        )}
        {passwordWay && (
          <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="login-title">
            <Field
              id="login-username"
              name="username"
              label={t.username}
              autoComplete="username"
              value={username}
              onChange={setUsername}
              disabled={busy !== null}
              autoFocus
            />
            <Field
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              label={t.password}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              disabled={busy !== null}
              end={
                <button
                  type="button"
                  className="lp-eye"
                  aria-label={showPassword ? t.hidePassword : t.showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  <Icon name={showPassword ? 'visibilityOff' : 'visibility'} />
                </button>
              }
            />
            <Button type="submit" variant="contained" icon="login" className="lp-submit" loading={busy === 'password'} disabled={busy === 'sso'}>
              {t.submit}
            </Button>
          </form>
        )}
        {passwordWay && ssoWay && (
          <div className="lp-divider" role="separator">
            <span>{t.or}</span>
          </div>
        )}
        {ssoWay && (
          <Button
            type="button"
            variant="outlined"
            icon="key"
            className={passwordWay ? undefined : 'lp-sso-only'}
            loading={busy === 'sso'}
            disabled={busy === 'password'}
            onClick={() => void sso()}
          >
            {t.sso}
          </Button>
        )}
      </section>
    </main>
  );
}
