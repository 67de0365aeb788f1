import { PageHeader } from '../../components/ui/page-header';

export function ForumPostScreen() {
  return (
    <PageHeader title="Forum post">
      Read this post and join the conversation in its comments.
    </PageHeader>
  );
}
