import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { FeedbackReplies } from '@/features/feedback/components/feedback-replies'
import '@/features/feedback/translations'

/** /pagesApp/feedback/replies — the person's feedback with our replies (issue 37), reached from the about page. */
export default function FeedbackRepliesPage() {
  const { t } = useTranslation('feedback')
  return (
    <PageFrame title={t('replies.title')}>
      <FeedbackReplies />
    </PageFrame>
  )
}
