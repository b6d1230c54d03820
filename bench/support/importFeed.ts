/**
 * Imports a GTFS zip into a running server through the real upload route (POST
 * /api/timetable/imports), waits for the job and activates the new version: what a planner does,
 * for the benches and browser tests that need a timetable of their own.
 */
export interface ImportedVersion {
  versionId: string;
}

async function gql<T>(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data as T;
}

export async function importAndActivate(url: string, token: string, zip: Buffer, name: string, timeoutMs = 120_000): Promise<ImportedVersion> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `${name}.zip`);
  const res = await fetch(`${url}/api/timetable/imports`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 202) throw new Error(`import: HTTP ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > until) throw new Error(`import ${id} not done after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
    const job = (await (await fetch(`${url}/api/timetable/imports/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      phase: string; versionId: string | null; problems: unknown[]; error: string | null;
    };
    if (job.phase === 'failed') throw new Error(`import failed: ${job.error ?? JSON.stringify(job.problems.slice(0, 3))}`);
    if (job.phase === 'done' && job.versionId) {
      await gql(url, token, 'mutation($id: ID!) { activateTimetableVersion(id: $id) { id status } }', { id: job.versionId });
      return { versionId: job.versionId };
    }
  }
}
