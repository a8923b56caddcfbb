import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { ChatScreen } from '@/features/chat/components/chat-screen'

/** /pagesChat/ai/chat?id= */
export default function ChatPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.chat')}>
      <ChatScreen id={params.id ?? ''} />
    </PageFrame>
  )
}
