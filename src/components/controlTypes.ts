/**
 * What a control and a first-load part are: the two contracts of the islands' controls, in a
 * module of their own that imports nothing, so the lists (controls.ts, firstLoadParts.ts)
 * import their parts and the parts import only these types (test/unit/importCycles.test.ts).
 */

/**
 * What a control is and does in the browser: the elements it owns (`selector`, built from
 * its attribute constants), what it does with events in them (each handler gets the nearest
 * such element and the event), and what it shows as soon as the chunk is here (`restore`,
 * remembered choices). What it must do before the chunk is here is its optional first-load
 * part, a `FirstLoad` in `X.firstLoad.ts` beside its component, listed in firstLoadParts.ts:
 * tied to the control by its place, not by a field here, since a reference from the chunk
 * would give the part a module of its own on every page.
 */
export interface Control {
  selector: string;
  click?(element: HTMLElement, event: MouseEvent): void;
  input?(element: HTMLElement, event: Event): void;
  keydown?(element: HTMLElement, event: KeyboardEvent): void;
  restore?(island: Element): void;
}

/** The event types a control may handle. */
export type ControlEvent = 'click' | 'input' | 'keydown';

/**
 * What a control (or an island's part with no lazy behaviour: the version link) does before
 * the chunk is here. Every page runs these, so each is a quick test.
 */
export interface FirstLoad {
  /** Whether a key pressed before the chunk must wait for it (then its default is prevented here, at once). */
  key?(event: KeyboardEvent): boolean;
  /** Whether the island has work that brings the chunk at once (a remembered choice to show, a check to run). */
  waiting?(island: Element): boolean;
}
