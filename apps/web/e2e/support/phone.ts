import type { Locator, Page } from '@playwright/test';

/** A 390 px phone with a touch screen (issue 10: the walk was made on one). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Pastes text into a field the way a browser does (a paste event carrying the clipboard). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Counts the taps of a flow: every tap goes through here. */
export class TapCounter {
  count = 0;
  constructor(readonly page: Page) {}
  async tap(target: Locator): Promise<void> {
    this.count += 1;
    await target.tap();
  }
}
