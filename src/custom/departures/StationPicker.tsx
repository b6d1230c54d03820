/** /abfahrten without a station: the stations with departures today, each a link to its board. */
import { useEffect, useState } from 'react';
import type { Lang } from '../../shared/resource/types';
import { boardTexts } from './messages';

export function StationPicker({ lang, token, onSignIn }: { lang: Lang; token: () => string | null; onSignIn: () => void }) {
  const [stations, setStations] = useState<{ id: string; name: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [q, setQ] = useState('');
  const t = (key: Parameters<typeof boardTexts.text>[1]) => boardTexts.text(lang, key);
  useEffect(() => {
    document.title = boardTexts.text(lang, 'pickTitle');
    const auth = token();
    fetch('/api/departures', { headers: auth ? { authorization: `Bearer ${auth}` } : {} })
      .then(async (res) => {
        if (res.status === 401) return onSignIn();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setStations(((await res.json()) as { stations: { id: string; name: string }[] }).stations);
      })
      .catch(() => setFailed(true));
  }, [token, onSignIn, lang]);
  const needle = q.trim().toLocaleLowerCase(lang);
  const shown = (stations ?? []).filter((s) => !needle || s.name.toLocaleLowerCase(lang).includes(needle));
  return (
    <main className="db-picker" lang={lang}>
      <h1>{t('pickTitle')}</h1>
      <label>
        <span className="db-visually-hidden">{t('pickFilter')}</span>
        <input type="search" placeholder={t('pickFilter')} value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      {failed && <p role="alert">{t('failed')}</p>}
      {stations && !shown.length && <p>{t('pickNone')}</p>}
      <ul aria-label={t('pickHelp')}>
        {shown.map((s) => (
          <li key={s.id}>
            <a href={`/abfahrten/${encodeURIComponent(s.id)}?lang=${lang}`}>{s.name}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
