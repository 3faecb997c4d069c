import type { ReactNode } from 'react';

/**
 * Where a series form shows its agenda template choice. The choice is the agendas feature's; the route
 * that composes both passes it in, so the features do not import each other.
 */
export type RenderTemplateSelect = (props: {
  teamId: string | null;
  value: string;
  onChange: (templateId: string) => void;
}) => ReactNode;
