import type { WidgetConfig } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { customizationFrom, DEMO_COLOR_DEFAULTS, safeHex, textOn } from './demo-customization.ts';

describe('demo customization', () => {
  it('starts from the spec colours', () => {
    expect(DEMO_COLOR_DEFAULTS).toEqual({
      primaryColor: '#10b981',
      userBubbleColor: '#10b981',
      botBubbleColor: '#f1f5f9',
    });
  });

  it('keeps only #rrggbb colours', () => {
    expect(safeHex(' #AbCdEf ', '#000000')).toBe('#AbCdEf');
    expect(safeHex('red;background:url(x)', '#10b981')).toBe('#10b981');
  });

  it('puts dark text on light bubbles and white text on dark ones', () => {
    expect(textOn('#f1f5f9')).toBe('#0f172a');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
  });

  it('starts the Customize tab from the demo settings, translating only the spec default texts', () => {
    const italian = {
      title: 'Chatta con il nostro Assistente AI',
      welcomeMessage: 'Ciao! Come posso aiutarti oggi?',
    };
    const config = {
      title: 'Chat with our AI Assistant',
      welcomeMessage: 'Hello! How can I help you today?',
      primaryColor: '#10b981',
      userBubbleColor: '#10b981',
      botBubbleColor: '#f1f5f9',
    } as WidgetConfig;
    expect(customizationFrom(config, italian)).toEqual({ ...DEMO_COLOR_DEFAULTS, ...italian });
    expect(customizationFrom({ ...config, title: 'Forno chat', primaryColor: 'bad' }, italian)).toMatchObject(
      {
        title: 'Forno chat',
        primaryColor: '#10b981',
      },
    );
    expect(customizationFrom(undefined, italian)).toEqual({ ...DEMO_COLOR_DEFAULTS, ...italian });
  });
});
