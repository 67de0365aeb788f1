import { PageHeader } from '../../components/ui/page-header';

export function AdminUserScreen() {
  return (
    <PageHeader title="Admin user">
      Review this user's role, membership, tier, account status and XP, and adjust them with a
      reason.
    </PageHeader>
  );
}
