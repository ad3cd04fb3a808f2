import { PHONE_MSG } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { cameraFailureText } from './camera-failure.ts';

const S = PHONE_MSG.scan;
const named = (name: string) => new DOMException('x', name);

describe('cameraFailureText (issue 30 item 7)', () => {
  it('blames the permission only when it was refused', () => {
    expect(cameraFailureText(named('NotAllowedError'))).toBe(S.noCamera);
  });
  it('says there is no camera when none is found or the browser offers none', () => {
    expect(cameraFailureText(named('NotFoundError'))).toBe(S.missingCamera);
    expect(cameraFailureText(named('OverconstrainedError'))).toBe(S.missingCamera);
    expect(
      cameraFailureText(new TypeError("Cannot read properties of undefined (reading 'getUserMedia')")),
    ).toBe(S.missingCamera);
  });
  it('anything else: the camera could not be used', () => {
    expect(cameraFailureText(named('NotReadableError'))).toBe(S.cameraFailed);
    expect(cameraFailureText('?')).toBe(S.cameraFailed);
  });
});
