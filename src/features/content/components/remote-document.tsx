import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { TextDocument } from '@/components/text-document/text-document'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { fetchArticle, fetchContentPage } from '../api/content'
import './remote-document.css'

interface Loaded {
  title: string
  lead?: string
  body: string
}

function RemoteDocument({ kind, fallbackTitle, load, id }: { kind: 'article' | 'page'; fallbackTitle: string; load: () => Promise<Loaded>; id: string }) {
  const { t } = useTranslation('content')
  const { state, retry } = useServerData([kind, id, currentLanguage()], load)
  const doc = { status: state.status, value: state.status === 'ready' ? state.value : undefined }
  return (
    <PageFrame title={doc.value?.title ?? fallbackTitle}>
      {doc.status === 'loading' ? <Text className='document__status'>{t('loading')}</Text> : null}
      {doc.status === 'failed' ? (
        <View className='document__failed'>
          <Text className='document__status'>{id ? t('failed') : t('unknown')}</Text>
          {id ? (
            <Button className='primary-button' onClick={retry}>
              {t('retry')}
            </Button>
          ) : null}
        </View>
      ) : null}
      {doc.value ? (
        <View className='document'>
          {doc.value.lead ? <Text className='document__lead'>{doc.value.lead}</Text> : null}
          <TextDocument text={doc.value.body} />
        </View>
      ) : null}
    </PageFrame>
  )
}

/** /pages/content/article?id= — one of the articles, from the data host. */
export function ArticleDocument({ id, fallbackTitle }: { id: string; fallbackTitle: string }) {
  return <RemoteDocument kind='article' id={id} fallbackTitle={fallbackTitle} load={() => (id ? fetchArticle(id).then((a) => ({ title: a.title, lead: a.summary, body: a.body })) : Promise.reject(new Error('no id')))} />
}

/** /pages/content/page?id= — the user agreement, privacy policy or deletion agreement. */
export function ContentPageDocument({ id, fallbackTitle }: { id: string; fallbackTitle: string }) {
  const { t } = useTranslation('content')
  return (
    <RemoteDocument
      kind='page'
      id={id}
      fallbackTitle={fallbackTitle}
      load={() => (id ? fetchContentPage(id).then((p) => ({ title: p.title, lead: t('effective', { date: p.effective }), body: p.body })) : Promise.reject(new Error('no id')))}
    />
  )
}
