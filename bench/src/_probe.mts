import { signIn } from './sign-in.ts';
import { runLoad } from './load.ts';
const origin = process.env.ORIGIN ?? 'http://localhost:3390';
const cookie = await signIn(origin, process.env.EMAIL ?? 'blair.chen@example.com');
for (const path of process.argv.slice(2)) {
  const one = Date.now();
  const r = await fetch(origin + path, { headers: { cookie } });
  const ms = Date.now() - one;
  const f = await runLoad({ url: origin + path, headers: { cookie }, duration: 5 });
  console.log(path, r.status, `single ${ms} ms`, JSON.stringify(f));
}
