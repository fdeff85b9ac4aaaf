/** Reads a password typed on a terminal, echoing nothing. Ctrl-C cancels. */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new Error('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of piped standard input (`echo "$PASSWORD" | npm run create-admin ...`). */
async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Typed twice without echo on a terminal; otherwise read once from the pipe. */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}
