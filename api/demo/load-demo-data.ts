import type { AppContext } from '../context'

/** Loads the demo dataset into an empty database; returns the sign-in lines to print. */
export async function loadDemoData(_ctx: AppContext): Promise<string[]> {
  return []
}
