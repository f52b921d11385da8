import { useState } from 'react';
import { SignupForm } from './signup-form';
import { SignupSuccess } from './signup-success';

/** `/signup` (`?ref=<partner code>` from a referral link). */
export function SignupPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return registeredEmail === null ? (
    <SignupForm onRegistered={setRegisteredEmail} />
  ) : (
    <SignupSuccess email={registeredEmail} />
  );
}
