/**
 * The profile's sections as a guided list (issue 13 §9), shown on the profile and on the
 * onboarding checklist: each opens its own screen (a lazily loaded route).
 */
import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowLeft, BadgeCheck, Briefcase, ChevronRight, FileUp, ShieldCheck, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'

const SECTIONS: { to: NonNullable<LinkProps['to']>; title: string; description: string; icon: ReactNode }[] = [
  { to: '/provider/profile/resume', title: 'Start from your résumé', description: 'Upload a PDF or Word résumé; we fill in your profile for you to review.', icon: <FileUp aria-hidden className="size-5" /> },
  { to: '/provider/profile/details', title: 'Your details', description: 'Photo, address, about me, experience, rate, softwares, specialties and languages.', icon: <UserRound aria-hidden className="size-5" /> },
  { to: '/provider/profile/history', title: 'Work experience and education', description: 'Where you have worked and studied.', icon: <Briefcase aria-hidden className="size-5" /> },
  { to: '/provider/profile/certifications', title: 'Certifications', description: 'Immunization, CPR/BLS, PTCB and more, with their documents.', icon: <BadgeCheck aria-hidden className="size-5" /> },
  { to: '/provider/profile/background-check', title: 'Background check', description: 'Start it and follow where it stands.', icon: <ShieldCheck aria-hidden className="size-5" /> },
]

export function ProfileSections() {
  return (
    <nav aria-label="Profile sections">
      <ul className="divide-y divide-slate-100">
        {SECTIONS.map((s) => (
          <li key={s.title}>
            <Link to={s.to} className="flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              <span className="text-brand-700">{s.icon}</span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{s.title}</span>
                <span className="block text-[0.8rem] text-slate-600">{s.description}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function BackToProfile() {
  return (
    <Link to="/provider/profile" className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> Profile
    </Link>
  )
}
