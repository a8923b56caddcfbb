import { Button, Text, View } from '@tarojs/components'
import type { OrderData } from '@tarot/contracts/pay'
import { isSignedIn } from '@tarot/core/session'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { restorePurchases } from '@/lib/api/pay'
import { goBack, loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { PURCHASES_PAGE } from '@/lib/navigation/routes'
import { useCanBuy } from '@/lib/pay/can-buy'
import { disabledWhen } from '@/lib/ui/disabled'
import { useSession } from '@/stores/session'
import { usePurchase } from '../hooks/use-purchase'
import { type Wallet, useWallet } from '../hooks/use-wallet'
import { ENERGY_ROUTE, describeItem } from '../model/describe'
import { BalanceCard } from './balance-card'
import { BirthYearForm } from '@/components/birth-year-form/birth-year-form'
import { ProductList } from './product-list'
import { PurchaseStatus } from './purchase-status'
import './wallet.css'
import '@/features/wallet/translations'

/** Opened from a pro reading short of energy: how much is missing, or that nothing is. */
function NeedNote({ need, wallet }: { need: number; wallet: Wallet }) {
  const { t } = useTranslation('wallet')
  const missing = need - wallet.total
  return (
    <View className={`wallet__need ${missing > 0 ? 'wallet__need--short' : ''}`}>
      <Text className="wallet__need-text">{missing > 0 ? t('need.short', { need, energy: wallet.total, missing }) : t('need.covered', { need })}</Text>
    </View>
  )
}

function Restore({ onRestored }: { onRestored: (balance: OrderData['wallet']) => void }) {
  const { t } = useTranslation('wallet')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState('')
  const restore = async () => {
    setBusy(true)
    setResult(t('restore.busy'))
    try {
      const data = await restorePurchases()
      useSession.getState().setEnergy({ total: data.wallet.total, vipTime: data.wallet.vipTime })
      onRestored(data.wallet)
      const items = data.restored.map((order) => {
        const item = describeItem(order)
        return t(item.key, item.params)
      })
      setResult(items.length ? t('restore.restored', { items: items.join(t('restore.separator')) }) : t('restore.none'))
    } catch (error) {
      setResult((error as Error).message || t('balance.queryFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="wallet__restore">
      <Button className="secondary-button wallet__restore-button" {...disabledWhen(busy)} onClick={() => void restore()}>
        {t('restore.button')}
      </Button>
      {result ? <Text className="wallet__muted wallet__restore-result">{result}</Text> : null}
    </View>
  )
}

function SignedInWallet({ need }: { need?: number }) {
  const { t } = useTranslation('wallet')
  const { state, load, updateBalance } = useWallet()
  const onPaid = useCallback((data: OrderData) => updateBalance(data.wallet), [updateBalance])
  const { stage, buy, submitBirthYear, checkAgain, reset } = usePurchase({ need, onPaid })
  // The one rule every purchase entry point follows (spec §3: without iosCharge, iOS shows no purchasing at all).
  const canPurchase = useCanBuy()
  const wallet = state.status === 'ready' ? state.wallet : null

  return (
    <>
      <BalanceCard state={state} onRetry={() => void load()} />
      {need !== undefined && wallet ? <NeedNote need={need} wallet={wallet} /> : null}
      {!canPurchase ? (
        <Section title={t('products.title')} hint={t('notOnDevice')} />
      ) : wallet ? (
        <Section title={t('products.title')}>
          {stage.kind === 'idle' ? (
            <ProductList products={wallet.products} onBuy={(product) => void buy(product)} />
          ) : stage.kind === 'birthYear' ? (
            <BirthYearForm saving={stage.saving} onSubmit={(year) => void submitBirthYear(year)} onCancel={reset} />
          ) : (
            <PurchaseStatus stage={stage} onClose={reset} onCheckAgain={(order) => void checkAgain(order)} />
          )}
          {stage.kind === 'success' && need !== undefined ? (
            <Button className="primary-button wallet__back" onClick={() => void goBack()}>
              {t('need.back')}
            </Button>
          ) : null}
          <Restore onRestored={updateBalance} />
        </Section>
      ) : null}
      <View className="wallet__purchases">
        <View className="wallet__purchases-link" role="link" onClick={() => void navigateTo(PURCHASES_PAGE)}>
          <Text className="link">{t('purchasesLink')}</Text>
        </View>
      </View>
    </>
  )
}

/** Energy and VIP: the balance, the products and the purchase; visitors are asked to sign in first. */
export function WalletScreen({ need }: { need?: number }) {
  const { t } = useTranslation('wallet')
  const signedIn = useSession((s) => isSignedIn(s))
  if (!signedIn) {
    const back = need !== undefined ? `${ENERGY_ROUTE}?need=${need}` : ENERGY_ROUTE
    return (
      <Section title={t('signIn.title')} hint={t('signIn.hint')}>
        <Button className="primary-button wallet__sign-in" onClick={() => void navigateTo(loginUrl(back))}>
          {t('signIn.button')}
        </Button>
      </Section>
    )
  }
  return <SignedInWallet need={need} />
}
