import { PHONE_MSG } from '@cc/shared';

const S = PHONE_MSG.scan;

/**
 * What the scanner says when the camera does not open (issue 30 item 7): a refused permission
 * points to the browser's setting; a device without a camera (or a browser without access to any,
 * as over plain http) says so instead of blaming a permission the user never refused.
 */
export function cameraFailureText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return S.noCamera;
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError' ||
    // No navigator.mediaDevices at all: nothing to ask for.
    error instanceof TypeError
  ) {
    return S.missingCamera;
  }
  return S.cameraFailed;
}
