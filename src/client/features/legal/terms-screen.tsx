// SPEC §2 Terms: the rules of using Fakeout, written for this product.
import { Link } from 'wouter';
import { CONTACT_EMAIL } from './legal-info';
import { LegalList, LegalPage, LegalSection } from './legal-page';
import { inlineLinkClasses } from '../../components/ui/inline-link';

export function TermsScreen() {
  return (
    <LegalPage
      title="Terms of Service"
      summary="These terms apply when you play Fakeout or create an account. They are short: play fair, be kind, and keep your password to yourself."
    >
      <LegalSection title="The game">
        <p>
          Fakeout is a free pass-and-play bluffing game for 3 to 8 players sharing one device. You
          can play the whole game as a guest; an account only saves your generator preferences. By
          playing or creating an account you accept these terms and our{' '}
          <Link href="/privacy" className={inlineLinkClasses}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <LegalList>
          <li>Give a real e-mail address and keep your password and security answers secret.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>
            You may stop using Fakeout at any time and ask us at {CONTACT_EMAIL} to delete your
            account.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="What you write">
        <p>
          Your stories and statements are yours, and they stay on your device. Only share what you
          are happy for the people around you to hear. Do not write anything unlawful, hateful or
          harassing, or anything that exposes someone else&apos;s private life without their
          agreement.
        </p>
        <p>
          Some categories are meant for adults. The group decides which categories to play: pick the
          ones that suit everyone at the table.
        </p>
      </LegalSection>

      <LegalSection title="Generated fakes">
        <p>
          The fake entry of each round is written automatically to sound like a real one. It is
          fiction: it is not a statement of fact about anyone, and it can occasionally be odd or
          inaccurate. If a fake is offensive, skip it and tell us so we can improve the generator.
        </p>
      </LegalSection>

      <LegalSection title="Fair use">
        <LegalList>
          <li>Do not try to break, overload or get around the limits of the service.</li>
          <li>Do not use Fakeout to collect other people&apos;s data.</li>
          <li>We may suspend accounts that break these terms.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Name and logo">
        <p>
          The Fakeout name and logo belong to us. You may use the logo to talk about the game, as
          described on the{' '}
          <Link href="/logo" className={inlineLinkClasses}>
            logo page
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="No guarantees">
        <p>
          Fakeout is provided as it is, for fun. We work to keep it available and your account safe,
          but we cannot promise it will always be available or free of errors. As far as the law
          allows, we are not liable for indirect losses arising from the game. Nothing in these
          terms limits rights you have by law as a consumer.
        </p>
      </LegalSection>

      <LegalSection title="Changes">
        <p>
          We may update these terms as the game changes. The date at the top shows the latest
          version; if you keep playing after a change, the new terms apply.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
