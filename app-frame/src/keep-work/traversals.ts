import { routerGate } from './routerGate';
import { confirmLeave, hasUnsavedWork } from './unsavedForms';

/** The parts of the browser's Navigation API used here (TypeScript's DOM types lack it). */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string; sameDocument: boolean };
}
interface TabNavigation extends EventTarget {
  currentEntry: { key: string } | null;
  traverseTo(key: string): { committed: Promise<unknown> };
}

/** How many forms of the page watch the steps. */
let watchers = 0;
let stopListening = () => {};

/**
 * Back and Forward within the app, while a form holds unsaved work, go through `confirmLeave`
 * first. The browser may cancel such a step (then nothing moves until the person chooses), but
 * not always (in a frame, or a second time without a click between): then the router is not told
 * of the step, so the page stays, and the step is taken back before asking. Leaving takes the step
 * the person asked for. One watch serves every form of the page; the function returned ends one's
 * part in it.
 */
export function guardTraversals(): () => void {
  const navigation = (window as { navigation?: TabNavigation }).navigation;
  if (!navigation) return () => {};
  if (watchers++ === 0) stopListening = listen(navigation);
  return () => {
    if (--watchers === 0) stopListening();
  };
}

function listen(navigation: TabNavigation): () => void {
  /** The step taken once the person chose to leave: not asked about again. */
  let chosenStep: string | null = null;
  /** A step the router must not hear of, and the one that takes it back, then the question. */
  let unheard: { from: string; ask: () => void; steps: number } | null = null;
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as TraverseEvent;
    if (navigationType !== 'traverse' || !destination.sameDocument || unheard) return;
    if (destination.key === chosenStep) {
      chosenStep = null;
      return;
    }
    const from = navigation.currentEntry?.key;
    if (!from || !hasUnsavedWork()) return;
    const ask = () =>
      confirmLeave(() => {
        chosenStep = destination.key;
        navigation.traverseTo(destination.key).committed.catch(() => undefined);
      });
    if (cancelable) {
      event.preventDefault();
      ask();
    } else unheard = { from, ask, steps: 2 };
  };
  // Each step of the history the router is not to hear of passes through here.
  routerGate.hears = () => {
    if (!unheard) return true;
    const held = unheard;
    held.steps -= 1;
    if (held.steps === 1)
      navigation.traverseTo(held.from).committed.catch(() => void (unheard = null));
    else {
      unheard = null;
      held.ask();
    }
    return false;
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => {
    navigation.removeEventListener('navigate', onNavigate);
    routerGate.hears = () => true;
  };
}
