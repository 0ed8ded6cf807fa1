/**
 * The home page of a signed-in area (provider, pharmacy): a greeting with the person's first
 * name and the area's main action, the area's main card beside a setup checklist, and shortcuts.
 */
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Card, CardBody, CardHeader } from './ui/card'
import { Checklist, type ChecklistItem } from './ui/checklist'
import { PageHeader } from './ui/page'
import { QuickLinks, type QuickLink } from './ui/quick-links'
import { currentUserQuery, firstNameOf } from '../lib/account'
import { greeting } from '../lib/greeting'
import { usePageTitle } from '../lib/use-page-title'

export interface HomeCard {
  icon: ReactNode
  title: string
  description: string
}

export function AreaHome({
  description,
  action,
  main,
  setup,
  shortcuts,
}: {
  description: string
  /** The area's main call to action, beside the greeting. */
  action: ReactNode
  /** The wide card: its header and what it shows. */
  main: HomeCard & { body: ReactNode }
  /** The narrow card: the steps to get ready. */
  setup: HomeCard & { items: readonly ChecklistItem[] }
  shortcuts: readonly QuickLink[]
}) {
  usePageTitle('Home')
  const { data: user } = useQuery(currentUserQuery())
  const first = firstNameOf(user?.name)
  return (
    <>
      <PageHeader eyebrow={greeting()} title={first ? `Welcome, ${first}` : 'Welcome'} description={description} actions={action} />
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <CardHeader icon={main.icon} title={main.title} description={main.description} />
          <CardBody>{main.body}</CardBody>
        </Card>
        <Card>
          <CardHeader icon={setup.icon} title={setup.title} description={setup.description} />
          <CardBody className="pt-4">
            <Checklist items={setup.items} />
          </CardBody>
        </Card>
      </div>
      <h2 className="mt-10 mb-4 text-base font-semibold text-slate-900">Shortcuts</h2>
      <QuickLinks links={shortcuts} />
    </>
  )
}
