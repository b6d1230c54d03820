import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import TrainIcon from '@mui/icons-material/Train';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SettingsIcon from '@mui/icons-material/Settings';
import FolderIcon from '@mui/icons-material/Folder';

const ICONS: Record<string, SvgIconComponent> = {
  home: HomeIcon,
  planning: EventNoteIcon,
  dispatch: SettingsInputAntennaIcon,
  situation: AssessmentIcon,
  staff: BadgeIcon,
  fleet: TrainIcon,
  reports: SummarizeIcon,
  system: SettingsIcon,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || FolderIcon;
  return <Icon fontSize="small" />;
}
