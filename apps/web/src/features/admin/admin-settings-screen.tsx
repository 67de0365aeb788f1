import { PageHeader } from '../../components/ui/page-header';

export function AdminSettingsScreen() {
  return (
    <PageHeader title="Admin settings">
      Manage the platform's settings, from the site name to the journey leaders and payment options.
    </PageHeader>
  );
}
