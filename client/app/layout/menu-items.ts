import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TrackChangesOutlinedIcon from '@mui/icons-material/TrackChangesOutlined';
import type { AppLinks, SessionResponse } from '@shared/schemas/auth';
import { paths } from '../../config/paths';

export type MenuIcon = typeof DashboardOutlinedIcon;

/** The session's rights that decide which items show. */
export type MenuRights = Pick<
  SessionResponse,
  'AllowedToManageSchool' | 'AllowedToManageDistrict' | 'AllowedToViewInsights'
>;

interface BaseItem {
  label: string;
  Icon: MenuIcon;
  /** Who sees the item, by the session's rights; everyone when absent. Only hides links: the server enforces access. */
  visibleTo?: (rights: MenuRights) => boolean;
}

export interface RouteMenuItem extends BaseItem {
  kind: 'route';
  to: string;
}

export interface ExternalMenuItem extends BaseItem {
  kind: 'external';
  /** The configured address; null when the server has none. */
  href: (links: AppLinks) => string | null;
  /** The app's own screen to open instead while no address is configured; without one the item is hidden. */
  fallbackTo?: string;
}

export type MenuItem = RouteMenuItem | ExternalMenuItem;

/** Where an item leads with the server's links: a screen of the app, another site, or nowhere. */
export function menuTarget(item: MenuItem, links: AppLinks): { to: string } | { href: string } | null {
  if (item.kind === 'route') return { to: item.to };
  const href = item.href(links);
  if (href) return { href };
  return item.fallbackTo ? { to: item.fallbackTo } : null;
}

const isAdmin = (rights: MenuRights) => rights.AllowedToManageSchool;
const isSuperAdmin = (rights: MenuRights) => rights.AllowedToManageDistrict;
const seesInsights = (rights: MenuRights) => rights.AllowedToViewInsights;

/** The side menu of spec section 2, in order. */
export const menuItems: readonly MenuItem[] = [
  { kind: 'route', label: 'Dashboard', to: paths.dashboard.path, Icon: DashboardOutlinedIcon },
  { kind: 'route', label: 'My Teams', to: paths.myTeams.path, Icon: GroupsOutlinedIcon },
  { kind: 'route', label: 'District Goals', to: paths.districtGoals.path, Icon: FlagOutlinedIcon },
  { kind: 'route', label: 'School Goals', to: paths.schoolGoals.path, Icon: SchoolOutlinedIcon },
  { kind: 'route', label: 'Team Goals', to: paths.teamGoals.path, Icon: TrackChangesOutlinedIcon },
  { kind: 'route', label: 'Meetings', to: paths.meetings.path, Icon: EventOutlinedIcon },
  {
    kind: 'route',
    label: 'Insights',
    to: paths.insights.path,
    Icon: InsightsOutlinedIcon,
    visibleTo: seesInsights,
  },
  { kind: 'route', label: 'Admin', to: paths.admin.path, Icon: SettingsOutlinedIcon, visibleTo: isAdmin },
  {
    kind: 'route',
    label: 'Super Admin',
    to: paths.superAdmin.path,
    Icon: AdminPanelSettingsOutlinedIcon,
    visibleTo: isSuperAdmin,
  },
  {
    kind: 'external',
    label: 'Site Admin',
    href: (links) => links.SiteAdminUrl,
    Icon: LanguageOutlinedIcon,
    visibleTo: isSuperAdmin,
  },
  {
    kind: 'external',
    label: 'Help',
    href: (links) => links.HelpCentreUrl,
    fallbackTo: paths.help.path,
    Icon: HelpOutlineIcon,
  },
];
