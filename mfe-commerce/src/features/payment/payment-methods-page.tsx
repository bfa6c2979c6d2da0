// The account's Payment methods page: the person's saved cards, adding one through the hosted card
// fields, removing expired ones; choosing a card makes it the default. Signed-in only.
import { signIn, useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { PaymentMethodStep } from './components/payment-method-step';
import { usePaymentMethods } from './api/use-payment-methods';

export function PaymentMethodsView({ title = 'Payment Methods' }: { title?: string }) {
  const auth = useAuth();
  const signedIn = auth.ready && auth.isAuthenticated;
  const { data, error, mutate, makeDefault } = usePaymentMethods(signedIn ? auth.sub : null);
  const heading = <h1 css={{ margin: '0 0 24px', fontSize: 32 }}>{title}</h1>;

  if (!auth.ready || (signedIn && !data && !error))
    return (
      <PageFrame maxWidth={720} busy>
        {heading}
        <Skeleton rows={4} label="Loading your payment methods" />
      </PageFrame>
    );
  if (!auth.isAuthenticated)
    return (
      <PageFrame maxWidth={720}>
        {heading}
        <p>Sign in to see and manage your saved cards.</p>
        <Button type="button" onClick={() => signIn(window.location.pathname)}>
          Sign in
        </Button>
      </PageFrame>
    );
  if (error || !data)
    return (
      <PageFrame maxWidth={720}>
        {heading}
        <p role="alert">Your payment methods could not be loaded. Please refresh and try again.</p>
      </PageFrame>
    );

  const selectedSk = data.items.find((i) => i.isDefault && !i.isExpired)?.sk ?? null;

  return (
    <PageFrame maxWidth={720}>
      {heading}
      <p css={{ marginTop: 0 }}>The card you choose is preselected at checkout.</p>
      <PaymentMethodStep
        instruments={data.items}
        disableNewPaymentMethod={data.disableNewPaymentMethod}
        selectedSk={selectedSk}
        onSelect={(sk) => void makeDefault(sk)}
        onInstrumentsChanged={() => void mutate()}
      />
    </PageFrame>
  );
}
