import { Link } from '@remix-run/react';
import type { FormMessage } from '~/lib/auth-errors';
import { useTranslation } from '~/lib/i18n';

const targets = {
  plans: '/plans',
  newResetLink: '/restore-pass',
  resetPin: '/restore-pass',
  login: '/login',
} as const;

/** The way forward a form-level message offers, e.g. the plans after a failed payment. */
export function FormMessageOffer({ offer }: { offer: FormMessage['offer'] }) {
  const { t } = useTranslation('auth');
  if (!offer) return null;
  return (
    <p className="form-offer">
      <Link to={targets[offer]}>{t(`offers.${offer}`)}</Link>
    </p>
  );
}
