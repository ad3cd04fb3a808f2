import JSZip from 'jszip';

/** The one XML document of a submitted ZIP, or null when the ZIP is unreadable or holds other than one XML. */
export async function readSingleXml(zip: Uint8Array): Promise<string | null> {
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch {
    return null;
  }
  const files = Object.values(archive.files).filter((entry) => !entry.dir);
  const only = files[0];
  if (files.length !== 1 || !only || !only.name.toLowerCase().endsWith('.xml')) return null;
  return only.async('string');
}
