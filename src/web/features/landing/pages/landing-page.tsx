import { Features } from '../components/features';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingFooter } from '../components/landing-footer';
import { PricingCard } from '../components/pricing-card';
import { PublicTopBar } from '../components/public-top-bar';

export function LandingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicTopBar />
      <main>
        <Hero />
        <HowItWorks />
        <Features />
        <PricingCard />
      </main>
      <LandingFooter />
    </div>
  );
}
