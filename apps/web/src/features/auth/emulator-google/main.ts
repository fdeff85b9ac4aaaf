// The local test identity provider's account chooser (its own page, opened as a popup by the
// sign-in page in emulator mode). Plain DOM: it must stay tiny and load no app code.
import type { IdentityConfig } from '@ninetonine/contract';
import {
  EMULATOR_GOOGLE_MESSAGE,
  subjectFor,
  type EmulatorGoogleAccount,
} from '../identity/emulator-google-protocol';
import './emulator-google.css';

const TEST_ACCOUNTS = [
  { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' },
  { name: 'Grace Hopper', email: 'grace.hopper@example.com' },
  { name: 'Alan Turing', email: 'alan.turing@example.com' },
];

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = byId<HTMLParagraphElement>('status');

function showStatus(text: string) {
  status.textContent = text;
  status.hidden = false;
}

/** Hands the chosen identity to the sign-in page that opened us (same origin only). */
function choose(name: string, email: string) {
  const opener = window.opener as Window | null;
  if (!opener) {
    showStatus('This window lost its sign-in page. Close it and start again from the site.');
    return;
  }
  const account: EmulatorGoogleAccount = { sub: subjectFor(email), email, name };
  opener.postMessage({ type: EMULATOR_GOOGLE_MESSAGE, account }, window.location.origin);
  showStatus(`Signing in as ${name}…`);
}

function renderAccounts() {
  const list = byId<HTMLUListElement>('accounts');
  for (const account of TEST_ACCOUNTS) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'account';
    const name = document.createElement('strong');
    name.textContent = account.name;
    const email = document.createElement('span');
    email.textContent = account.email;
    button.append(name, email);
    button.addEventListener('click', () => choose(account.name, account.email));
    item.append(button);
    list.append(item);
  }
}

function wireCustomForm() {
  const form = byId<HTMLFormElement>('custom');
  const nameInput = byId<HTMLInputElement>('custom-name');
  const emailInput = byId<HTMLInputElement>('custom-email');
  const error = byId<HTMLParagraphElement>('custom-error');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = nameInput.value.trim();
    const email = emailInput.value.trim().toLowerCase();
    const problem =
      name.length < 2
        ? { input: nameInput, text: 'Enter a name of at least 2 characters' }
        : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
          ? { input: emailInput, text: 'Enter a valid email address' }
          : null;
    for (const input of [nameInput, emailInput]) {
      input.setAttribute('aria-invalid', String(input === problem?.input));
      input.removeAttribute('aria-describedby');
    }
    error.hidden = !problem;
    if (problem) {
      error.textContent = problem.text;
      problem.input.setAttribute('aria-describedby', 'custom-error');
      problem.input.focus();
      return;
    }
    choose(name, email);
  });
}

/** Offered only when the server really runs against the emulator. */
async function emulatorActive(): Promise<boolean> {
  try {
    const res = await fetch('/api/v1/auth/providers', { credentials: 'same-origin' });
    if (!res.ok) return false;
    const config = (await res.json()) as IdentityConfig;
    return Boolean(config.firebase?.emulatorUrl);
  } catch {
    return false;
  }
}

byId<HTMLButtonElement>('cancel').addEventListener('click', () => window.close());
void emulatorActive().then((active) => {
  if (!active) {
    showStatus(
      'The local test identity provider is only available when the app runs with the Firebase Auth emulator.',
    );
    return;
  }
  renderAccounts();
  wireCustomForm();
  byId<HTMLDivElement>('choices').hidden = false;
});
