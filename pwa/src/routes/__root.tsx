import { createRootRouteWithContext, Link, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { Compass, RotateCcw } from 'lucide-react'
import type { RouterContext } from '../lib/router-context'
import { OfflineBanner } from '../components/offline-banner'
import { UpdatePrompt } from '../components/update-prompt'
import { PublicLayout } from '../components/public-layout'
import { EmptyState } from '../components/ui/page'
import { Button, buttonClasses } from '../components/ui/button'
import { errorMessage } from '../lib/api'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

function Root() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
    </>
  )
}

function NotFound() {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={<Compass aria-hidden className="size-7" />}
          title="We couldn't find that page"
          description="The link may be old, or the page may have moved."
          action={
            <Link to="/" className={buttonClasses()}>
              Go to the home page
            </Link>
          }
        />
      </div>
    </PublicLayout>
  )
}

function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<RotateCcw aria-hidden className="size-7" />}
        title="This page didn't load"
        description={errorMessage(error)}
        action={
          <Button
            onClick={() => {
              reset()
              location.reload()
            }}
          >
            Try again
          </Button>
        }
      />
    </div>
  )
}
