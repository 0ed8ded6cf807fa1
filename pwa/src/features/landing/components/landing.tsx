import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  CalendarClock,
  CircleDollarSign,
  ClipboardCheck,
  MapPin,
  Pill,
  ShieldCheck,
  Stethoscope,
  Users,
  Zap,
} from 'lucide-react'
import { PublicLayout } from '../../../components/public-layout'
import { buttonClasses } from '../../../components/ui/button'
import { PRODUCT_NAME } from '../../../lib/brand'
import { usePageTitle } from '../../../lib/use-page-title'

/** The public landing page: what the marketplace is, for providers and for pharmacies, and how it works. */
export function Landing() {
  usePageTitle(undefined)
  return (
    <PublicLayout>
      <Hero />
      <Audiences />
      <HowItWorks />
      <ClosingCta />
    </PublicLayout>
  )
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div aria-hidden className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-brand-200/40 blur-3xl" />
      <div aria-hidden className="absolute top-40 -left-32 size-80 rounded-full bg-accent-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800">
            <Pill aria-hidden className="size-4" />
            Pharmacy staffing across the US
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-[3.4rem]">
            Pharmacy shifts, filled by people who <span className="text-brand-700">know pharmacy</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            {PRODUCT_NAME} connects pharmacies with licensed pharmacists, pharmacy technicians and pharmacy interns — for a
            single shift, a busy season or a permanent role.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/sign-up/provider" className={buttonClasses({ size: 'lg' })}>
              Find shifts
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/sign-up/facility" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              <Building2 aria-hidden className="size-4" />
              Hire pharmacy staff
            </Link>
          </div>
          <p className="mt-5 text-sm text-slate-600">
            Already have an account?{' '}
            <Link to="/sign-in" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </div>
        <ShiftPreview />
      </div>
    </section>
  )
}

/** An illustration of what a posted shift looks like in the app. */
function ShiftPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm lg:max-w-none">
      <div className="absolute inset-0 hidden translate-x-3 translate-y-3 rotate-2 rounded-3xl bg-brand-100/80 ring-1 ring-brand-200/60 sm:block" />
      <div className="relative rounded-3xl border border-slate-200 bg-white p-5 shadow-raised sm:p-6">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">Pharmacist</span>
          <span className="text-xs font-medium text-slate-500">Posted 12 min ago</span>
        </div>
        <p className="mt-4 text-lg font-semibold text-slate-900">Retail pharmacist — weekend coverage</p>
        <ul className="mt-4 space-y-2.5 text-sm text-slate-600">
          <li className="flex items-center gap-2.5">
            <CalendarClock className="size-4 text-slate-400" /> Sat, 8:00 AM – 4:30 PM · 8 h
          </li>
          <li className="flex items-center gap-2.5">
            <MapPin className="size-4 text-slate-400" /> Austin, TX · 4.2 mi away
          </li>
          <li className="flex items-center gap-2.5">
            <ClipboardCheck className="size-4 text-slate-400" /> PioneerRx · Immunizations
          </li>
        </ul>
        <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
          <p>
            <span className="text-2xl font-bold text-slate-900">$72</span>
            <span className="text-sm text-slate-500"> / hour</span>
          </p>
          <span className={buttonClasses({ size: 'sm' })}>Apply</span>
        </div>
      </div>
      <div className="relative mt-4 ml-auto flex w-64 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-card sm:-mt-6 sm:mr-[-1rem]">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-white">
          <BadgeCheck className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-slate-900">You're hired</p>
          <p className="text-slate-500">See you Saturday at 8:00 AM</p>
        </div>
      </div>
    </div>
  )
}

const FOR_PROVIDERS = [
  { icon: CalendarClock, title: 'Work when it suits you', text: 'Browse open shifts near you and apply in a tap — one shift or many.' },
  { icon: CircleDollarSign, title: 'Know the pay up front', text: 'Every shift shows its hourly rate and total before you apply.' },
  { icon: ShieldCheck, title: 'Licensed where it matters', text: 'Keep your licenses in one place; we show the shifts you can work.' },
]

const FOR_FACILITIES = [
  { icon: Zap, title: 'Cover gaps fast', text: 'Post a shift in minutes and hire from qualified applicants, or let auto-hire do it.' },
  { icon: Users, title: 'Choose with confidence', text: 'See licenses, software experience, specialties and ratings for every applicant.' },
  { icon: Stethoscope, title: 'Hire for the long term', text: 'Post permanent jobs on the careers board when you need more than a shift.' },
]

function Audiences() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="grid gap-6 lg:grid-cols-2">
        <AudienceCard
          eyebrow="For pharmacists, technicians and interns"
          title="Pick up shifts that fit your life"
          items={FOR_PROVIDERS}
          cta={
            <Link to="/sign-up/provider" className={buttonClasses()}>
              Find shifts
            </Link>
          }
        />
        <AudienceCard
          eyebrow="For pharmacies"
          title="Staff every shift, without the scramble"
          items={FOR_FACILITIES}
          tone="accent"
          cta={
            <Link to="/sign-up/facility" className={buttonClasses({ variant: 'outline' })}>
              Hire pharmacy staff
            </Link>
          }
        />
      </div>
    </section>
  )
}

function AudienceCard({
  eyebrow,
  title,
  items,
  cta,
  tone = 'brand',
}: {
  eyebrow: string
  title: string
  items: typeof FOR_PROVIDERS
  cta: ReactNode
  tone?: 'brand' | 'accent'
}) {
  return (
    <div className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
      <p className={`text-sm font-semibold ${tone === 'brand' ? 'text-brand-700' : 'text-accent-700'}`}>{eyebrow}</p>
      <h2 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <ul className="mt-6 flex-1 space-y-5">
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <li key={itemTitle} className="flex gap-4">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
                tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-700'
              }`}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{itemTitle}</span>
              <span className="block text-[0.95rem] leading-relaxed text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{cta}</div>
    </div>
  )
}

const STEPS = [
  { title: 'Create your profile', text: 'Tell us your role, license and experience — or your pharmacy and what you need.' },
  { title: 'Match on the details', text: 'Shifts list their software, specialties and pay; applicants show theirs.' },
  { title: 'Work, confirm, get paid', text: 'Attendance is confirmed after the shift and payment follows automatically.' },
]

function HowItWorks() {
  return (
    <section className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">How it works</h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-slate-50 p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{i + 1}</span>
              <p className="mt-4 font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-[0.95rem] leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function ClosingCta() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center sm:px-12">
        <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <h2 className="relative text-2xl font-bold tracking-tight text-white sm:text-3xl">Ready when your pharmacy is.</h2>
        <p className="relative mx-auto mt-3 max-w-xl text-brand-100">
          Sign up in a few minutes — your first shift could be this week.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/sign-up/provider" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Find shifts
          </Link>
          <Link to="/sign-up/facility" className={buttonClasses({ variant: 'outlineInverse', size: 'lg' })}>
            Hire pharmacy staff
          </Link>
        </div>
      </div>
    </section>
  )
}
