// SPEC §2 logo page: the 512×512 SVG preview, "Download SVG" (the very file shown, which is also
// the favicon and the app icon) and usage guidelines.
import { ArrowLeft, Check, Download, X } from 'lucide-react';
import { ButtonLink, buttonClasses } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';

/** The logo file: public/logo.svg, also the favicon and the installed app's icon. */
export const LOGO_SVG_URL = '/logo.svg';
export const LOGO_DOWNLOAD_NAME = 'fakeout-logo.svg';

const DO = [
  'Use the logo as it is, on a dark background or on its own dark tile.',
  'Keep clear space around it of at least a quarter of its width.',
  'Scale it evenly; show it at 32 px or larger so the mask stays readable.',
  'Use it to link to Fakeout or to talk about the game.',
];

const DONT = [
  'Stretch, rotate, recolour or crop the mark.',
  'Add effects, outlines or text inside the tile.',
  'Place it on busy photos or light backgrounds where the glow disappears.',
  'Use it in a way that suggests we endorse your product or event.',
];

export function LogoScreen() {
  return (
    <Screen title="Logo">
      <header className="text-center">
        <h1 className="font-display text-3xl font-extrabold">Fakeout Logo</h1>
        <p className="mt-2 text-fg-muted">SVG, 512 × 512 px. The same mark is our app icon.</p>
      </header>

      <figure className="mt-6 flex flex-col items-center gap-3">
        <div className="w-full rounded-3xl border border-line bg-[repeating-conic-gradient(#1b1540_0_25%,#140f30_0_50%)] bg-[length:24px_24px] p-4">
          <img
            src={LOGO_SVG_URL}
            width={512}
            height={512}
            alt="Fakeout logo: a neon speech bubble wearing a masquerade mask, with a question mark"
            className="mx-auto aspect-square h-auto w-full max-w-[512px]"
          />
        </div>
        <figcaption className="text-sm text-fg-muted">Preview at up to 512 × 512 px</figcaption>
      </figure>

      <a
        href={LOGO_SVG_URL}
        download={LOGO_DOWNLOAD_NAME}
        type="image/svg+xml"
        className={buttonClasses({ size: 'lg', block: true, variant: 'primary' }) + ' mt-6'}
      >
        <Download aria-hidden="true" />
        Download SVG
      </a>

      <section aria-labelledby="logo-guidelines" className="mt-8">
        <h2 id="logo-guidelines" className="font-display text-2xl font-bold">
          Usage guidelines
        </h2>
        <div className="mt-4 flex flex-col gap-4">
          <Guideline title="Do" items={DO} good />
          <Guideline title="Don't" items={DONT} good={false} />
        </div>
      </section>

      <ButtonLink href="/" variant="secondary" size="lg" block className="mt-8">
        <ArrowLeft aria-hidden="true" />
        Back to Menu
      </ButtonLink>
    </Screen>
  );
}

function Guideline({ title, items, good }: { title: string; items: string[]; good: boolean }) {
  const Icon = good ? Check : X;
  return (
    <section className="rounded-2xl border border-line bg-surface/80 p-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-3 flex flex-col gap-2 text-fg-muted">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon
              aria-hidden="true"
              className={
                good ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-danger'
              }
            />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
