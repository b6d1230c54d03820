/**
 * The sidebar menu, drawn without MUI (issue 15): areas and groups collapse, enabled entries link
 * to their screens, entries nothing serves yet are shown disabled with the tooltip "Noch nicht
 * verfügbar". With the sidebar closed (icons only) every entry names itself in a tooltip.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStore, useTranslate } from 'ra-core';
import { useAppLang } from '../providers/i18n/useAppLang';
import { MenuIcon, ShellIcon } from './icons';
import { activeTrail, type ResolvedEntry } from './menuModel';
import { useShell } from './ShellContext';
import { Tooltip } from './Tooltip';
import { useIsPhone, useSidebarOpen } from './useSidebar';

const EXPANDED_KEY = 'shell.menu.expanded';

/** Counts shown beside an entry, each a chunk of its own loaded after the shell (the menu's first paint waits for none). */
const ENTRY_BADGES: Record<string, ReturnType<typeof lazy>> = {
  lagebericht: lazy(() => import('../custom/situations/link/MenuBadge')),
};

/** The list with the ids it lacks added (the same list when none is missing). */
function withAll(list: string[], ids: readonly string[]): string[] {
  const missing = ids.filter((id) => !list.includes(id));
  return missing.length ? [...list, ...missing] : list;
}

export function AppMenu() {
  const { menu } = useShell();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const trail = useMemo(() => activeTrail(menu, pathname), [menu, pathname]);
  const [stored, setExpanded] = useStore<string[]>(EXPANDED_KEY, []);
  const containers = useMemo(() => trail.filter((id) => menu.byId.get(id)?.kind !== 'page'), [trail, menu]);
  // Until the effect below has stored the areas leading to this screen, they are drawn open
  // anyway: the menu's first drawing has them open (opened a render later, they pushed the
  // entries below them down, a layout shift; issue 15). Once stored, the user may close them.
  const [storedFor, setStoredFor] = useState<string[] | null>(null);
  const expanded = storedFor === containers ? stored : withAll(stored, containers);

  // Open the areas leading to the current screen.
  useEffect(() => {
    setExpanded((prev = []) => withAll(prev, containers));
    setStoredFor(containers);
  }, [containers, setExpanded]);

  const toggle = (id: string) =>
    setExpanded((prev = []) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  return (
    <nav aria-label={translate('app.menu.label')} className="sh-nav">
      <ul className="sh-menu">
        {menu.tree.map((entry) => (
          <MenuNode key={entry.id} entry={entry} depth={0} trail={trail} expanded={expanded} toggle={toggle} />
        ))}
      </ul>
    </nav>
  );
}

interface NodeProps {
  entry: ResolvedEntry;
  depth: number;
  trail: string[];
  expanded: string[];
  toggle: (id: string) => void;
}

function MenuNode(props: NodeProps) {
  return props.entry.kind === 'page' ? <PageItem {...props} /> : <ContainerItem {...props} />;
}

/** Indentation by depth, as MUI's list did it (16 px, then 16 px more per level). */
const indent = (depth: number) => ({ paddingLeft: 16 + depth * 16 });

function ContainerItem({ entry, depth, trail, expanded, toggle }: NodeProps) {
  const lang = useAppLang();
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const isOpen = expanded.includes(entry.id);
  const label = entry.label[lang];
  const listId = `menu-${entry.id}`;
  const onClick = () => {
    if (!sidebarOpen) {
      setSidebarOpen(true);
      if (!isOpen) toggle(entry.id);
      return;
    }
    toggle(entry.id);
  };
  const button = (
    <button
      type="button"
      className={depth === 0 ? 'sh-item sh-area' : 'sh-item sh-group'}
      onClick={onClick}
      aria-expanded={isOpen}
      aria-controls={listId}
      aria-label={sidebarOpen ? undefined : label}
      style={indent(depth)}
    >
      {depth === 0 && <MenuIcon name={entry.icon} />}
      <span className="sh-item-text" title={translate(isOpen ? 'app.menu.collapse' : 'app.menu.expand', { label })}>
        {label}
      </span>
      <ShellIcon name={isOpen ? 'expandLess' : 'expandMore'} className="sh-expand" />
    </button>
  );
  return (
    <li>
      {sidebarOpen ? button : <Tooltip title={label} placement="right">{button}</Tooltip>}
      {isOpen && sidebarOpen && (
        <ul id={listId} className="sh-menu sh-submenu">
          {entry.children.map((child) => (
            <MenuNode key={child.id} entry={child} depth={depth + 1} trail={trail} expanded={expanded} toggle={toggle} />
          ))}
        </ul>
      )}
    </li>
  );
}

function PageItem({ entry, depth, trail }: NodeProps) {
  const lang = useAppLang();
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const isPhone = useIsPhone();
  const label = entry.label[lang];
  const Badge = ENTRY_BADGES[entry.id];
  const icon = depth === 0 && <MenuIcon name={entry.icon} />;
  if (entry.enabled && entry.to) {
    const selected = trail[trail.length - 1] === entry.id;
    const link = (
      <Link
        to={entry.to}
        className="sh-item sh-page"
        aria-current={selected ? 'page' : undefined}
        aria-label={sidebarOpen ? undefined : label}
        style={indent(depth)}
        // On a phone the menu is a drawer over the page: close it once a screen is chosen.
        onClick={() => isPhone && setSidebarOpen(false)}
      >
        {icon}
        <span className="sh-item-text">{label}</span>
        {Badge && sidebarOpen && <Suspense fallback={null}><Badge /></Suspense>}
      </Link>
    );
    return <li>{sidebarOpen ? link : <Tooltip title={label} placement="right">{link}</Tooltip>}</li>;
  }
  return (
    <li>
      <Tooltip title={translate('app.menu.not_available')} placement="right" describeChild>
        <button type="button" className="sh-item sh-page" aria-disabled="true" data-disabled="true" style={indent(depth)}>
          {icon}
          <span className="sh-item-text">{label}</span>
        </button>
      </Tooltip>
    </li>
  );
}
