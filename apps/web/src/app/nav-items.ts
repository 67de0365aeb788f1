import {
  Award,
  BookOpen,
  CalendarCheck,
  Coins,
  History,
  Inbox,
  LayoutDashboard,
  Signpost,
  MessagesSquare,
  NotebookPen,
  Settings,
  Trophy,
  User,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Route patterns on which this item is the current page. */
  activeOn: string[];
  /** Shown with a Premium tag to members who have not upgraded. */
  paidOnly?: boolean;
}

export const LEARNER_NAV: NavItem[] = [
  { label: 'Leadership board', to: '/leaderboard', icon: Trophy, activeOn: ['/leaderboard'] },
  { label: 'Badges', to: '/badges', icon: Award, activeOn: ['/badges'] },
  {
    label: 'Forum',
    to: '/forum',
    icon: MessagesSquare,
    activeOn: ['/forum', '/forum/posts/:postId'],
  },
  { label: 'Impact log', to: '/impact-log', icon: NotebookPen, activeOn: ['/impact-log'] },
  { label: 'Points', to: '/points', icon: Coins, activeOn: ['/points'], paidOnly: true },
  { label: 'Profile', to: '/profile', icon: User, activeOn: ['/profile'] },
  { label: 'Build village', to: '/build-village', icon: Users, activeOn: ['/build-village'] },
];

export const ADMIN_NAV: NavItem[] = [
  {
    label: 'Admin dashboard',
    to: '/admin/dashboard',
    icon: LayoutDashboard,
    activeOn: ['/admin', '/admin/dashboard'],
  },
  {
    label: 'Users',
    to: '/admin/users',
    icon: UserCog,
    activeOn: ['/admin/users', '/admin/user/:userId'],
  },
  {
    label: 'Journeys',
    to: '/admin/journeys',
    icon: Signpost,
    activeOn: ['/admin/journeys', '/admin/journeys/:journeyId'],
  },
  {
    label: 'Knowledge base',
    to: '/admin/knowledge-base',
    icon: BookOpen,
    activeOn: ['/admin/knowledge-base'],
  },
  {
    label: 'Leads and bookings',
    to: '/admin/leads',
    icon: CalendarCheck,
    activeOn: ['/admin/leads'],
  },
  { label: 'Audit log', to: '/admin/audit-log', icon: History, activeOn: ['/admin/audit-log'] },
  { label: 'Dev outbox', to: '/admin/outbox', icon: Inbox, activeOn: ['/admin/outbox'] },
  { label: 'Admin settings', to: '/admin/settings', icon: Settings, activeOn: ['/admin/settings'] },
];
