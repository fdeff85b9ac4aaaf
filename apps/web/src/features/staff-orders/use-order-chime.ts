import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceSwitch } from './device-switch';

/** On unless turned off on this device: a kitchen that misses an order loses a customer. */
const stored = deviceSwitch('sound', true);

type AudioContextCtor = typeof AudioContext;
const audioContextClass = (): AudioContextCtor | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);

/** Two short rising notes, made on the spot: no audio file to load, nothing from elsewhere. */
function playChime(context: AudioContext) {
  const start = context.currentTime + 0.02;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick fade in and out: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
}

/**
 * The new-order sound, on unless turned off ("Sound alerts", remembered on this device). Browsers
 * only let a page play sound after a tap on it: until then `needsTap`, and the first tap anywhere
 * on the page (or on "Tap to enable sound") wakes it.
 */
export function useOrderChime() {
  const [soundOn, setSoundOn] = useState(stored.read);
  const [running, setRunning] = useState(false);
  const context = useRef<AudioContext | null>(null);

  const wake = useCallback((): AudioContext | null => {
    const Ctor = audioContextClass();
    if (!Ctor) return null;
    if (!context.current) {
      context.current = new Ctor();
      context.current.onstatechange = () => setRunning(context.current?.state === 'running');
    }
    if (context.current.state === 'suspended') void context.current.resume().catch(() => {});
    return context.current;
  }, []);

  useEffect(() => {
    if (!soundOn || running) return;
    const unlock = () => wake();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [soundOn, running, wake]);

  useEffect(
    () => () => {
      void context.current?.close().catch(() => {});
      context.current = null;
    },
    [],
  );

  const toggle = useCallback(() => {
    const next = !soundOn;
    setSoundOn(next);
    stored.write(next);
    // This tap is the gesture the browser wants: play once, so staff hear what to listen for.
    const ctx = next ? wake() : null;
    if (ctx) playChime(ctx);
  }, [soundOn, wake]);

  const chime = useCallback(() => {
    const ctx = context.current;
    if (soundOn && ctx && ctx.state === 'running') playChime(ctx);
  }, [soundOn]);

  const enable = useCallback(() => {
    const ctx = wake();
    if (ctx) playChime(ctx);
  }, [wake]);

  return {
    soundOn,
    toggle,
    enable,
    chime,
    supported: audioContextClass() !== undefined,
    needsTap: soundOn && !running,
  };
}
