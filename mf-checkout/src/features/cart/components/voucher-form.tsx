import { useState, type FormEvent } from 'react';
import { formatPrice, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { useCheckoutStore } from 'shared/stores';
import { Button, Price, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { VoucherResult } from '../../../lib/cart-price';
import { checkVoucher } from '../api/check-voucher';
import styles from './voucher-form.module.css';

/** Voucher code: checked by the server, shown as a line of its own once it applies. */
export function VoucherForm({ b2b, dropped }: { b2b: boolean; dropped: VoucherResult | null }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const voucher = useCheckoutStore((s) => s.voucher);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (result: VoucherResult) =>
    t(`voucherStatus.${result.status}`, {
      code: result.code,
      minimum: formatPrice(result.minCartValue ?? 0, site.locale),
    });

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setProblem(t('voucherStatus.empty'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const cart = useCheckoutStore.getState().cart;
      const result = await checkVoucher({
        items: cart.map((i) => ({ offerId: i.offerId, quantity: i.quantity })),
        voucherCode: trimmed,
        b2b,
      });
      if (result.status === 'valid') {
        useCheckoutStore.getState().setVoucher({ code: result.code, bonus: result.bonus });
        setCode('');
      } else {
        setProblem(problemText(result));
      }
    } catch {
      setProblem(t('voucherStatus.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (voucher) {
    return (
      <div className={styles.applied} role="status">
        <span>
          {t('voucher.applied', { code: voucher.code })}{' '}
          <strong className={styles.bonus}>
            {'+ '}
            <Price amount={voucher.bonus} locale={site.locale} />
          </strong>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => useCheckoutStore.getState().setVoucher(null)}
          aria-label={t('voucher.removeNamed', { code: voucher.code })}
        >
          {t('voucher.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(e) => void apply(e)} noValidate aria-label={t('voucher.title')}>
      <TextField
        label={t('voucher.label')}
        name="voucher"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        onChange={(e) => setCode(e.target.value)}
        error={problem ?? (dropped ? problemText(dropped) : undefined)}
        hint={t('voucher.hint')}
      />
      <Button type="submit" variant="secondary" loading={busy} className={styles.submit}>
        {t('voucher.apply')}
      </Button>
    </form>
  );
}
