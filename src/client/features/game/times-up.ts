// Issue 21, item 19: the discussion's time's up is heard and felt, not only seen: a short beep made
// by a Web Audio oscillator (no file to fetch) and a buzz, unless the table muted them. The mute is
// remembered on this device (storage.ts, key `fakeoutTimesUpMuted`). The flash is the screen's.
import { readText, removeItem, STORAGE_KEYS, writeText } from '../../lib/storage';
import { vibrate } from './use-wake-lock';

/** Whether this device muted the time's-up sound and buzz. */
export function readMuted(): boolean {
  return readText(STORAGE_KEYS.timesUpMuted) === '1';
}

export function writeMuted(muted: boolean): void {
  if (muted) writeText(STORAGE_KEYS.timesUpMuted, '1');
  else removeItem(STORAGE_KEYS.timesUpMuted);
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext;
}

/**
 * Makes (or wakes) the audio context. Browsers let a page start sound only after a tap, so the
 * discussion screen calls this on the table's taps, and the beep later plays on a live context.
 */
export function primeAudio(): AudioContext | null {
  try {
    const Context = audioContextClass();
    if (!Context) return null;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => {});
    return context;
  } catch {
    return null; // no sound here: the buzz and the flash still say it
  }
}

/** Two short beeps (880 Hz), about 0.5 s in all. */
export function playTimesUpSound(): void {
  const audio = primeAudio();
  if (!audio) return;
  try {
    const start = audio.currentTime;
    for (const offset of [0, 0.3]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.2);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.22);
    }
  } catch {
    // a sound that cannot be made is no reason to stop the game
  }
}

/** The countdown reached 0: beep and buzz, unless muted. */
export function announceTimesUp(muted: boolean): void {
  if (muted) return;
  playTimesUpSound();
  vibrate();
}
