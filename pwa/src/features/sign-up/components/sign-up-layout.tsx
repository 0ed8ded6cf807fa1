import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { PublicLayout } from '../../../components/public-layout'
import { Card, CardBody } from '../../../components/ui/card'
import { buttonClasses } from '../../../components/ui/button'
import { PRODUCT_NAME } from '../../../lib/brand'

export function SignUpLayout({
  eyebrow,
  title,
  description,
  highlights,
  switchTo,
  children,
}: {
  eyebrow: string
  title: string
  description: ReactNode
  highlights: readonly string[]
  switchTo: { to: '/sign-up/provider' | '/sign-up/facility'; label: string }
  children: ReactNode
}) {
  return (
    <PublicLayout
      headerAction={
        <Link to="/sign-in" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Sign in
        </Link>
      }
    >
      <div className="bg-gradient-to-b from-brand-50/70 to-transparent">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-[0.95rem] text-slate-600">{description}</p>
            <div className="mt-8">{children}</div>
          </div>
          <aside className="order-first hidden lg:order-none lg:block">
            <div className="sticky top-24 space-y-4">
              <Card>
                <CardBody>
                  <p className="text-sm font-semibold text-slate-900">Why {PRODUCT_NAME}</p>
                  <ul className="mt-3 space-y-3">
                    {highlights.map((h) => (
                      <li key={h} className="flex gap-2.5 text-sm text-slate-600">
                        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                        {h}
                      </li>
                    ))}
                  </ul>
                </CardBody>
              </Card>
              <p className="px-1 text-sm text-slate-600">
                <Link to={switchTo.to} className="font-semibold text-brand-700 hover:underline">
                  {switchTo.label}
                </Link>
              </p>
            </div>
          </aside>
        </div>
      </div>
    </PublicLayout>
  )
}

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6 sm:py-6">{children}</div>
    </Card>
  )
}
