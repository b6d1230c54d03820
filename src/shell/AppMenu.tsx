/**
 * The sidebar menu: areas and groups collapse, enabled entries link to their screens, entries
 * nothing serves yet are shown disabled with the tooltip "Noch nicht verfügbar".
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { useAppLang } from '../providers/i18n/useAppLang';
import { activeTrail, type ResolvedEntry } from './menuModel';
import { MenuIcon } from './MenuIcons';
import { useShell } from './ShellContext';
import { LazyTooltip } from './LazyTooltip';

const EXPANDED_KEY = 'shell.menu.expanded';

/** Counts shown beside an entry, each a chunk of its own loaded after the shell (the menu's first paint waits for none). */
const ENTRY_BADGES: Record<string, ReturnType<typeof lazy>> = {
  lagebericht: lazy(() => import('../custom/situations/link/MenuBadge')),
};

export function AppMenu() {
  const { menu } = useShell();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const trail = useMemo(() => activeTrail(menu, pathname), [menu, pathname]);
  const [expanded, setExpanded] = useStore<string[]>(EXPANDED_KEY, []);

  // Open the areas leading to the current screen.
  useEffect(() => {
    const containers = trail.filter((id) => menu.byId.get(id)?.kind !== 'page');
    setExpanded((prev = []) => {
      const missing = containers.filter((id) => !prev.includes(id));
      return missing.length ? [...prev, ...missing] : prev;
    });
  }, [trail, menu, setExpanded]);

  const toggle = (id: string) =>
    setExpanded((prev = []) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ pb: 2, width: '100%' }}>
      <List dense disablePadding>
        {menu.tree.map((entry) => (
          <MenuNode key={entry.id} entry={entry} depth={0} trail={trail} expanded={expanded} toggle={toggle} />
        ))}
      </List>
    </Box>
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

const indent = (depth: number) => 2 + depth * 2;
/** Long (Italian) labels wrap instead of pushing the expand icon out of the sidebar. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

function ContainerItem({ entry, depth, trail, expanded, toggle }: NodeProps) {
  const lang = useAppLang();
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
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
    <ListItemButton
      onClick={onClick}
      aria-expanded={isOpen}
      aria-controls={listId}
      aria-label={sidebarOpen ? undefined : label}
      sx={{ pl: indent(depth), minHeight: 40 }}
    >
      {depth === 0 && (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={entry.icon} />
        </ListItemIcon>
      )}
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 500, ...WRAP } } }}
        title={translate(isOpen ? 'app.menu.collapse' : 'app.menu.expand', { label })}
      />
      {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {sidebarOpen ? button : <LazyTooltip title={label} placement="right">{button}</LazyTooltip>}
      <Collapse in={isOpen && sidebarOpen} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding>
          {entry.children.map((child) => (
            <MenuNode key={child.id} entry={child} depth={depth + 1} trail={trail} expanded={expanded} toggle={toggle} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function PageItem({ entry, depth, trail }: NodeProps) {
  const lang = useAppLang();
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = entry.label[lang];
  const Badge = ENTRY_BADGES[entry.id];
  const icon = depth === 0 && (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <MenuIcon name={entry.icon} />
    </ListItemIcon>
  );
  if (entry.enabled && entry.to) {
    const selected = trail[trail.length - 1] === entry.id;
    const link = (
      <ListItemButton
        component={Link}
        to={entry.to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        aria-label={sidebarOpen ? undefined : label}
        sx={{ pl: indent(depth), minHeight: 36 }}
      >
        {icon}
        <ListItemText primary={label} slotProps={{ primary: { sx: { color: 'text.primary', fontWeight: 500, ...WRAP } } }} />
        {Badge && sidebarOpen && <Suspense fallback={null}><Badge /></Suspense>}
      </ListItemButton>
    );
    return (
      <ListItem disablePadding>
        {sidebarOpen ? link : <LazyTooltip title={label} placement="right">{link}</LazyTooltip>}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <LazyTooltip title={translate('app.menu.not_available')} placement="right" describeChild>
        <ListItemButton
          component="div"
          aria-disabled="true"
          data-disabled="true"
          onClick={(e) => e.preventDefault()}
          sx={{ pl: indent(depth), minHeight: 36, cursor: 'not-allowed', color: 'text.secondary', '&:hover': { bgcolor: 'transparent' } }}
        >
          {icon}
          <ListItemText primary={label} slotProps={{ primary: { sx: WRAP } }} />
        </ListItemButton>
      </LazyTooltip>
    </ListItem>
  );
}
