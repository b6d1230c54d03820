/** The small station menu: each corridor station can be hidden or drawn bold (view settings, not stored). */
import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import type { CorridorStation } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { preloadable } from '../../ui/preloadable';
import { useLazyMenu } from '../../ui/useLazyMenu';
import { tdTexts } from './messages';

export interface StationMenuProps {
  lang: Lang;
  stations: readonly CorridorStation[];
  hidden: ReadonlySet<string>;
  bold: ReadonlySet<string>;
  onHidden: (next: ReadonlySet<string>) => void;
  onBold: (next: ReadonlySet<string>) => void;
}

const popover = preloadable(() => import('./StationMenuPopover').then((m) => m.StationMenuPopover));
const preload = () => void popover.preload().catch(() => undefined);

export function StationMenu({ lang, stations, hidden, bold, onHidden, onBold }: StationMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useLazyMenu(preload);
  const t = (k: Parameters<typeof tdTexts.text>[1]) => tdTexts.text(lang, k);
  return (
    <>
      <Button
        size="small"
        startIcon={<PlaceIcon />}
        title={t('stationsHint')}
        aria-haspopup="dialog"
        aria-expanded={menu.open ? 'true' : undefined}
        disabled={!stations.length}
        {...menu.buttonProps}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          menu.show();
        }}
      >
        {t('stations')}
        {hidden.size > 0 ? ` (${hidden.size} ${t('stationHidden')})` : ''}
      </Button>
      {menu.mounted ? (
        <Suspense fallback={null}>
          <popover.Component lang={lang} open={menu.open} anchor={anchor} stations={stations} hidden={hidden} bold={bold} onHidden={onHidden} onBold={onBold} onClose={menu.hide} />
        </Suspense>
      ) : null}
    </>
  );
}
