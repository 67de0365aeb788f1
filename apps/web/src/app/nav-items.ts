import {
  Award,
  BookOpen,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  Coins,
  GraduationCap,
  HeartHandshake,
  History,
  Inbox,
  LayoutDashboard,
  Signpost,
  MessagesSquare,
  Route,
  NotebookPen,
  ScrollText,
  Settings,
  Trophy,
  User,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { MentoringNavBadge } from '../features/mentoring/mentoring-nav-badge';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Route patterns on which this item is the current page. */
  activeOn: string[];
  /** Shown with a Premium tag to members who have not upgraded. */
  paidOnly?: boolean;
  /** A small count after the label (it renders nothing when there is nothing to count). */
  badge?: ComponentType;
}

export const LEARNER_NAV: NavItem[] = [
  {
    label: 'Journeys',
    to: '/journeys',
    icon: Route,
    activeOn: ['/journeys', '/journeys/:journeyId', '/journeys/:journeyId/modules/:moduleId'],
  },
  { label: 'Leadership board', to: '/leaderboard', icon: Trophy, activeOn: ['/leaderboard'] },
  { label: 'Badges', to: '/badges', icon: Award, activeOn: ['/badges'] },
  {
    label: 'Forum',
    to: '/forum',
    icon: MessagesSquare,
    activeOn: ['/forum', '/forum/posts/:postId'],
  },
  { label: 'Impact log', to: '/impact-log', icon: NotebookPen, activeOn: ['/impact-log'] },
  { label: 'CPD record', to: '/cpd', icon: GraduationCap, activeOn: ['/cpd'] },
  { label: 'Events', to: '/events', icon: CalendarDays, activeOn: ['/events', '/events/:eventId'] },
  { label: 'Mentoring', to: '/mentoring', icon: HeartHandshake, activeOn: ['/mentoring'], badge: MentoringNavBadge },
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
    label: 'Events',
    to: '/admin/events',
    icon: CalendarClock,
    activeOn: ['/admin/events', '/admin/events/:eventId'],
  },
  {
    label: 'Leads and bookings',
    to: '/admin/leads',
    icon: CalendarCheck,
    activeOn: ['/admin/leads'],
  },
  {
    label: 'Certificates',
    to: '/admin/certificates',
    icon: ScrollText,
    activeOn: ['/admin/certificates'],
  },
  {
    label: 'Capstone reviews',
    to: '/admin/capstones',
    icon: ClipboardCheck,
    activeOn: ['/admin/capstones', '/admin/capstones/:capstoneId'],
  },
  { label: 'Audit log', to: '/admin/audit-log', icon: History, activeOn: ['/admin/audit-log'] },
  { label: 'Dev outbox', to: '/admin/outbox', icon: Inbox, activeOn: ['/admin/outbox'] },
  { label: 'Admin settings', to: '/admin/settings', icon: Settings, activeOn: ['/admin/settings'] },
];
