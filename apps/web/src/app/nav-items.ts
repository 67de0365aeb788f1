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
  Headphones,
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
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { MentoringNavBadge } from '../features/mentoring/mentoring-nav-badge';

export interface NavItem {
  /** Shown with `i18n._` at render (the catalogue may not be loaded when this module runs). */
  label: MessageDescriptor;
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
    label: msg`Journeys`,
    to: '/journeys',
    icon: Route,
    activeOn: ['/journeys', '/journeys/:journeyId', '/journeys/:journeyId/modules/:moduleId'],
  },
  { label: msg`Leadership board`, to: '/leaderboard', icon: Trophy, activeOn: ['/leaderboard'] },
  { label: msg`Badges`, to: '/badges', icon: Award, activeOn: ['/badges'] },
  {
    label: msg`Forum`,
    to: '/forum',
    icon: MessagesSquare,
    activeOn: ['/forum', '/forum/posts/:postId'],
  },
  { label: msg`Impact log`, to: '/impact-log', icon: NotebookPen, activeOn: ['/impact-log'] },
  { label: msg`CPD record`, to: '/cpd', icon: GraduationCap, activeOn: ['/cpd'] },
  { label: msg`Events`, to: '/events', icon: CalendarDays, activeOn: ['/events', '/events/:eventId'] },
  { label: msg`Podcast`, to: '/podcast', icon: Headphones, activeOn: ['/podcast', '/podcast/:episodeId'] },
  { label: msg`Mentoring`, to: '/mentoring', icon: HeartHandshake, activeOn: ['/mentoring'], badge: MentoringNavBadge },
  { label: msg`Points`, to: '/points', icon: Coins, activeOn: ['/points'], paidOnly: true },
  { label: msg`Profile`, to: '/profile', icon: User, activeOn: ['/profile'] },
  { label: msg`Build village`, to: '/build-village', icon: Users, activeOn: ['/build-village'] },
];

/** The admin's items, shown above LEARNER_NAV to admins; no label is in both lists (nav-items.test.ts). */
export const ADMIN_NAV: NavItem[] = [
  {
    label: msg`Admin dashboard`,
    to: '/admin/dashboard',
    icon: LayoutDashboard,
    activeOn: ['/admin', '/admin/dashboard'],
  },
  {
    label: msg`Users`,
    to: '/admin/users',
    icon: UserCog,
    activeOn: ['/admin/users', '/admin/user/:userId'],
  },
  {
    label: msg`Journey editor`,
    to: '/admin/journeys',
    icon: Signpost,
    activeOn: ['/admin/journeys', '/admin/journeys/:journeyId'],
  },
  {
    label: msg`Knowledge base`,
    to: '/admin/knowledge-base',
    icon: BookOpen,
    activeOn: ['/admin/knowledge-base'],
  },
  {
    label: msg`Event management`,
    to: '/admin/events',
    icon: CalendarClock,
    activeOn: ['/admin/events', '/admin/events/:eventId'],
  },
  {
    label: msg`Leads and bookings`,
    to: '/admin/leads',
    icon: CalendarCheck,
    activeOn: ['/admin/leads'],
  },
  {
    label: msg`Certificates`,
    to: '/admin/certificates',
    icon: ScrollText,
    activeOn: ['/admin/certificates'],
  },
  {
    label: msg`Capstone reviews`,
    to: '/admin/capstones',
    icon: ClipboardCheck,
    activeOn: ['/admin/capstones', '/admin/capstones/:capstoneId'],
  },
  { label: msg`Data requests`, to: '/admin/data-requests', icon: UserX, activeOn: ['/admin/data-requests'] },
  { label: msg`Audit log`, to: '/admin/audit-log', icon: History, activeOn: ['/admin/audit-log'] },
  { label: msg`Dev outbox`, to: '/admin/outbox', icon: Inbox, activeOn: ['/admin/outbox'] },
  { label: msg`Admin settings`, to: '/admin/settings', icon: Settings, activeOn: ['/admin/settings'] },
];
