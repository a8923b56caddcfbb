import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { TextDocument } from '@/components/text-document/text-document'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'
import { currentLanguage } from '@/lib/i18n/i18n'
import { switchTab } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { ResultCode } from '@tarot/contracts/codes'
import { effectiveDate } from '@tarot/content/effective-date'
import { fetchArticle, fetchContentPage } from '../api/content'
import './remote-document.css'
import '@/features/content/translations'

/** The data host has no such file (or no id was given): not something a retry would fix. */
const isMissing = (error: unknown) => error instanceof ApiError && ((error.kind === 'http' && error.code === 404) || error.code === ResultCode.notFound)

interface Loaded {
  title: string
  lead?: string
  body: string
}

function RemoteDocument({ kind, fallbackTitle, load, id }: { kind: 'article' | 'page'; fallbackTitle: string; load: () => Promise<Loaded>; id: string }) {
  const { t } = useTranslation('content')
  const { state, retry } = useServerData([kind, id, currentLanguage()], load)
  const doc = { status: state.status, value: state.status === 'ready' ? state.value : undefined }
  const missing = !id || (state.status === 'failed' && isMissing(state.error))
  return (
    <PageFrame title={doc.value?.title ?? fallbackTitle}>
      {doc.status === 'loading' && id ? <Text className="document__status">{t('loading')}</Text> : null}
      {missing ? (
        <View className="document__failed document__missing">
          <Text className="document__status">{kind === 'article' ? t('missingArticle') : t('unknown')}</Text>
          {/* The way on: the article list lives on the meanings tab; the legal pages are reached from home. */}
          <Button className="primary-button document__way-on" onClick={() => void switchTab(kind === 'article' ? '/pages/index/help' : HOME)}>
            {kind === 'article' ? t('allArticles') : t('home')}
          </Button>
        </View>
      ) : null}
      {doc.status === 'failed' && !missing ? (
        <View className="document__failed">
          <Text className="document__status">{t('failed')}</Text>
          <Button className="primary-button" onClick={retry}>
            {t('retry')}
          </Button>
        </View>
      ) : null}
      {doc.value ? (
        <View className="document">
          {doc.value.lead ? <Text className="document__lead">{doc.value.lead}</Text> : null}
          <TextDocument text={doc.value.body} />
        </View>
      ) : null}
    </PageFrame>
  )
}

/** /pages/content/article?id= — one of the articles, from the data host. */
export function ArticleDocument({ id, fallbackTitle }: { id: string; fallbackTitle: string }) {
  return (
    <RemoteDocument
      kind="article"
      id={id}
      fallbackTitle={fallbackTitle}
      load={() => (id ? fetchArticle(id).then((a) => ({ title: a.title, lead: a.summary, body: a.body })) : Promise.reject(new Error('no id')))}
    />
  )
}

/** /pages/content/page?id= — the user agreement, privacy policy or deletion agreement. */
export function ContentPageDocument({ id, fallbackTitle }: { id: string; fallbackTitle: string }) {
  const { t } = useTranslation('content')
  return (
    <RemoteDocument
      kind="page"
      id={id}
      fallbackTitle={fallbackTitle}
      load={() =>
        id ? fetchContentPage(id).then((p) => ({ title: p.title, lead: t('effective', { date: effectiveDate(p.effective, currentLanguage()) }), body: p.body })) : Promise.reject(new Error('no id'))
      }
    />
  )
}
