import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Without SMTP_URL the server writes every mail as an .eml file here (docs/decisions/075). */
const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The quoted-printable text part: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function mailsTo(address: string): Promise<string[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  const mails = await Promise.all(files.sort().map((file) => readFile(join(OUTBOX_DIR, file), 'utf8')));
  return mails
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail))
    .map(decodeQuotedPrintable);
}

/**
 * Path and query of the newest link to `pathname` in a mail to `address`, waiting for the mail
 * for a few seconds. Only the path is returned: the test opens it on its own base URL.
 */
export async function linkFromMail(address: string, pathname: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${pathname.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+)`, 'g');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const links = (await mailsTo(address)).flatMap((mail) =>
      [...mail.matchAll(pattern)].map((match) => match[1]),
    );
    const newest = links.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} with a link to ${pathname} in ${OUTBOX_DIR}`);
}
