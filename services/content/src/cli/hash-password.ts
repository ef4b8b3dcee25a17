/**
 * Prints the argon2id hash of a password, for ADMIN_PASSWORD_HASH, BLOG_PASSWORD_HASH and
 * SHORTLINK_ADMIN_PASSWORD_HASH. The password is read from stdin (never from the command line, which
 * would leave it in the shell history and the process list):
 *
 *   node services/content/src/cli/hash-password.ts                 # asks twice, without echo
 *   printf '%s' "$PASSWORD" | node services/content/src/cli/hash-password.ts
 */
import { hashPassword } from '@quizlink/kit-login-guard';

const MIN_RECOMMENDED_LENGTH = 12;

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  // One trailing newline (from echo or a file) is not part of the password.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** Reads one line from the terminal without showing it. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    let typed = '';
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\u0003') process.exit(130); // Ctrl-C
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat it: ');
  if (first !== second) {
    process.stderr.write('The two passwords differ.\n');
    process.exit(1);
  }
  return first;
}

const password = await readPassword();
if (password === '') {
  process.stderr.write('No password given.\n');
  process.exit(1);
}
if (password.length < MIN_RECOMMENDED_LENGTH) {
  process.stderr.write(`Warning: passwords of at least ${MIN_RECOMMENDED_LENGTH} characters are recommended.\n`);
}
process.stdout.write(`${await hashPassword(password)}\n`);
