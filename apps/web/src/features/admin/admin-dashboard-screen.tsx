import { PageHeader } from '../../components/ui/page-header';

export function AdminDashboardScreen() {
  return (
    <PageHeader title="Admin dashboard">
      Follow learners, weekly activity, sign-ups, XP awarded, bookings, ROI leads and paid
      conversions.
    </PageHeader>
  );
}
