// SPEC §2 Privacy: what Fakeout keeps, where, and why. Written for this product; every statement
// here must stay true of the code (story text never reaches our storage, analytics need consent).
import { Link } from 'wouter';
import { STORAGE_KEYS } from '../../lib/storage';
import { CONTACT_EMAIL } from './legal-info';
import { LegalList, LegalPage, LegalSection } from './legal-page';
import { inlineLinkClasses } from '../../components/ui/inline-link';

export function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="Fakeout is a party game you play on one phone. We keep as little as we can: your stories stay on your device, and we only count how the game is played if you say yes."
    >
      <LegalSection title="Your stories stay with you">
        <p>
          The stories and statements players write are <strong>never kept on our server</strong>.
          They stay on the device you play on. To write the round&apos;s fake, the round&apos;s
          entries are sent to our server once, used to generate the fake and then discarded: they
          are not stored and not written to any log. If the fake is written by an AI text service,
          the entries are passed to that service for the same single purpose.
        </p>
        <p>
          The player names you type, votes and scores are never sent to us. Fakeout can also write
          the fake on the device itself, so a game can be finished without any connection.
        </p>
      </LegalSection>

      <LegalSection title="What our server stores">
        <LegalList>
          <li>
            <strong>Game records:</strong> for each game, its settings (number of rounds, discussion
            time and the categories chosen), the number of players, when it started, whether it was
            finished and how long it took. No names, no stories, no votes.
          </li>
          <li>
            <strong>Analytics counts, only with your consent:</strong> when a game starts, the
            number of players and rounds and the categories picked. Without analytics consent
            nothing of this is sent.
          </li>
          <li>
            <strong>Accounts, only if you create one:</strong> your username, e-mail address,
            generator preferences (randomness and age range), your marketing choice, and two
            security questions. Your password and your security answers are stored only as one-way
            hashes: nobody, including us, can read them back.
          </li>
          <li>
            <strong>Sessions:</strong> when you log in, a random sign-in token. We keep only a hash
            of it, and it ends when you log out.
          </li>
          <li>
            <strong>Technical logs:</strong> the time, page or address requested, result and IP
            address of requests, kept briefly to run the service and stop abuse.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          <strong>Necessary (always on):</strong> a sign-in cookie and a device cookie (so that
          people guessing your password cannot lock you out of your own phone), set only when you
          log in, and these local storage entries on your device:{' '}
          <code>{STORAGE_KEYS.gameSettings}</code> (your generator preferences as a guest, and the
          reference numbers, not the words, of the last 200 fakes this device was given, so the same
          one is not dealt again soon), <code>{STORAGE_KEYS.authUserData}</code> (your account
          details after you log in, so the game knows who is playing) and{' '}
          <code>{STORAGE_KEYS.cookieConsent}</code> (your cookie choice and when you made it). The
          game in progress is also kept on the device, and an unfinished game for 24 hours so that
          it can be resumed. Categories you add yourself are kept on the device (
          <code>{STORAGE_KEYS.customCategories}</code>) and, when you are logged in, on your
          account, until you delete them.
        </p>
        <p>
          <strong>Functional, analytics and marketing</strong> are off until you turn them on.
          Analytics sends the game-start counts described above. Fakeout uses no advertising or
          tracking cookies from other companies; if that ever changes, it will only happen with your
          marketing consent.
        </p>
        <p>
          You can change your choice at any time in{' '}
          <Link href="/cookie-settings" className={inlineLinkClasses}>
            Cookie Settings
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Why we use it">
        <p>
          To run the game you ask for (necessary data), to keep your account if you create one, and,
          with your consent, to learn which categories and game sizes people enjoy. We do not sell
          your data and do not use it for advertising.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          Game records and analytics counts are kept while they help us improve the game; they do
          not identify anyone. Account data is kept until you ask us to delete your account.
          Sessions end when you log out. Data on your device stays until you clear it in your
          browser or tap &ldquo;Start Fresh&rdquo; after an error.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          You may ask to see, correct, export or delete the data we hold about you, and you may
          withdraw consent at any time. Write to {CONTACT_EMAIL} from the e-mail address on your
          account. You may also complain to your data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          Some categories are meant for adults. Fakeout is not directed at children under 13, and
          accounts are not meant for them.
        </p>
      </LegalSection>

      <LegalSection title="Changes">
        <p>
          When this policy changes we update the date at the top of this page. Important changes are
          shown in the game before they take effect.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
