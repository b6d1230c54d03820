/**
 * Mounts the departure board or the station picker outside the signed-in shell (loaded by the
 * bootstrap, src/main.tsx, for /abfahrten paths): React and this folder only, no react-admin,
 * no MUI. Returns a function that unmounts it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../ui/fonts/roboto.css';
import type { Lang } from '../../shared/resource/types';
import './board.css';
import { DepartureBoardView } from './DepartureBoardView';
import { StationPicker } from './StationPicker';

export interface MountBoardProps {
  /** '' = the station picker. */
  station: string;
  lang: Lang;
  token: () => string | null;
  onSignIn: () => void;
}

export function mountBoard(root: HTMLElement, props: MountBoardProps): () => void {
  root.innerHTML = '';
  document.documentElement.lang = props.lang;
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      {props.station ? <DepartureBoardView {...props} /> : <StationPicker lang={props.lang} token={props.token} onSignIn={props.onSignIn} />}
    </StrictMode>,
  );
  return () => reactRoot.unmount();
}
