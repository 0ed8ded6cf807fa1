import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { captureUtm } from './lib/utm'
import './styles.css'

captureUtm()
// Its own chunk, so Dexie stays out of the entry script the landing page waits for. The commands
// alone, not the offline index: the index's hooks load with the screens that use them.
void import('./offline/commands').then((offline) => offline.startSync())

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
