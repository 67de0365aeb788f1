import { t } from '@lingui/core/macro';
import type { ForumPostDetail } from '@lv/domain';
import { Dialog } from '../../../components/ui/dialog';
import { useUpdatePost } from '../api/forum-api';
import { PostForm } from './post-form';

/** The edit-post modal (`../shared/spec/platform-spec.md` section 1 (What the product does and for whom)): the author or an admin changes the title and body. */
export function EditPostDialog({ post, onClose }: { post: ForumPostDetail; onClose: () => void }) {
  const update = useUpdatePost(post.id);
  return (
    <Dialog
      title={t`Edit post`}
      description={t`Change the title or the text.`}
      onClose={onClose}
    >
      <PostForm
        initial={{ title: post.title, body: post.bodyMarkdown }}
        submitLabel={t`Save changes`}
        busyLabel={t`Saving…`}
        onCancel={onClose}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          onClose();
        }}
      />
    </Dialog>
  );
}
