import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export interface ConsoleTab {
  value: string;
  label: ReactNode;
  content: () => ReactNode;
}

/** A console's tabs; the open one is kept in the address (?tab=), so Back and reload keep it. */
export function ConsoleTabs({ tabs, label }: { tabs: ConsoleTab[]; label: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const value = tabs.some((tab) => tab.value === asked) ? asked! : tabs[0]!.value;
  return (
    <Tabs value={value} onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.value === value && tab.content()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
