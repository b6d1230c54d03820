import type { ComponentType } from 'react';
import TrainIcon from '@mui/icons-material/Train';
import TimelineIcon from '@mui/icons-material/Timeline';
import TramIcon from '@mui/icons-material/Tram';
import PersonIcon from '@mui/icons-material/Person';
import CategoryIcon from '@mui/icons-material/Category';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import TableChartIcon from '@mui/icons-material/TableChart';

const ICONS: Record<string, ComponentType> = {
  Station: TrainIcon,
  Line: TimelineIcon,
  Vehicle: TramIcon,
  UserProfile: PersonIcon,
  Category: CategoryIcon,
  Subcategory: AccountTreeIcon,
};

/** Menu icon of a resource (by GraphQL type name); a table icon for new resources. */
export function iconOf(typeName: string): ComponentType {
  return ICONS[typeName] ?? TableChartIcon;
}
