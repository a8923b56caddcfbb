import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { goBack } from '@/lib/navigation/navigate'
import type { PageHeaderProps } from './page-header'
import './page-header.css'

/** H5 has no native navigation bar: the page draws its own title area with back and actions. */
export function PageHeader({ title, actions, showBack }: PageHeaderProps) {
  const { t } = useTranslation()
  return (
    <Block className="page-header" role="banner">
      <Block className="page-header__side">
        {showBack ? (
          <Block className="page-header__back" role="button" aria-label={t('nav.back')} onClick={() => void goBack()}>
            <Inline className="page-header__back-icon">‹</Inline>
          </Block>
        ) : null}
      </Block>
      <Inline className="page-header__title">{title}</Inline>
      <Block className="page-header__side page-header__actions">{actions}</Block>
    </Block>
  )
}
