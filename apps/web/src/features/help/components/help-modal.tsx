import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { usePermission } from '../../site/api/get-permission.ts';

const SECTIONS = ['term', 'responsible', 'privacy', 'faq'] as const;
type Section = (typeof SECTIONS)[number];

/** Help centre popup (SPEC §2.6): section tabs, opened on the section of /help#section. */
export function HelpModal({ props, close }: ModalComponentProps<{ section?: string }>) {
  const { t } = useTranslation('help');
  const { brand } = usePermission();
  const initial = SECTIONS.includes(props?.section as Section) ? (props.section as Section) : 'term';
  const [section, setSection] = useState<Section>(initial);
  const paragraphs = t(`sections.${section}.body`, { returnObjects: true, brand: brand.name }) as string[];
  return (
    <Dialog title={t('title')} onClose={() => close()} size="lg">
      <div className="flex flex-col gap-4 sm:flex-row">
        <div role="tablist" aria-orientation="vertical" aria-label={t('title')} className="flex gap-1 overflow-x-auto sm:w-48 sm:shrink-0 sm:flex-col">
          {SECTIONS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              id={`help-tab-${s}`}
              aria-selected={s === section}
              aria-controls="help-panel"
              onClick={() => setSection(s)}
              className={`rounded-lg px-3 py-2 text-start text-sm font-semibold whitespace-nowrap ${s === section ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken'}`}
            >
              {t(`sections.${s}.title`)}
            </button>
          ))}
        </div>
        <div id="help-panel" role="tabpanel" aria-labelledby={`help-tab-${section}`} className="min-h-64 flex-1 space-y-3 text-sm leading-relaxed text-fg-secondary">
          <h3 className="text-base font-bold text-fg">{t(`sections.${section}.title`)}</h3>
          {Array.isArray(paragraphs) && paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </div>
      </div>
    </Dialog>
  );
}
