import { PageHeader } from '../../components/ui/page-header';

export function ProfileScreen() {
  return (
    <PageHeader title="Profile">
      Manage your name, photo, bio, country, timezone, personality type and leaderboard privacy.
    </PageHeader>
  );
}
