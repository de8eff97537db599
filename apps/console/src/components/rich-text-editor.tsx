import type { ContentImage } from '@app/contracts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/api.ts';
import { useErrorText } from './ui.tsx';

/**
 * Tiptap with the formatting the content module keeps (decision 0020's allow-list): paragraphs, bold,
 * italic, underline, strike, h2-h4, lists, quotes, links, rules, and images uploaded to the content image
 * store (POST /operator/content/images; the sanitisers keep <img> from that path only). Code blocks and h1
 * are off because the server's sanitiser would flatten them. The output is HTML; the server sanitises it
 * again on save.
 */
export function RichTextEditor({ value, onChange, label, testId }: { value: string; onChange: (html: string) => void; label: string; testId?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, code: false, link: { openOnClick: false, protocols: ['https', 'http', 'mailto', 'tel'] } }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'data-testid': testId ?? 'rich-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const insertImage = async (chosen: File) => {
    setUpload({ busy: true, error: null });
    try {
      const form = new FormData();
      form.append('image', chosen);
      const image = await call<ContentImage>('/operator/content/images', { method: 'POST', body: form });
      chain().setImage({ src: image.url, alt: chosen.name.replace(/\.[^.]+$/, '') }).run();
      setUpload({ busy: false, error: null });
    } catch (error) {
      setUpload({ busy: false, error: errorText(error) });
    }
  };
  const tools: { key: string; label: string; active?: boolean; run: () => void }[] = [
    { key: 'bold', label: 'B', active: state?.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'I', active: state?.italic, run: () => chain().toggleItalic().run() },
    { key: 'underline', label: 'U', active: state?.underline, run: () => chain().toggleUnderline().run() },
    { key: 'strike', label: 'S', active: state?.strike, run: () => chain().toggleStrike().run() },
    { key: 'h2', label: 'H2', active: state?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: 'H3', active: state?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', label: '•', active: state?.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'ordered', label: '1.', active: state?.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: '❝', active: state?.quote, run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      label: '↗',
      active: state?.link,
      run: () => {
        if (editor.isActive('link')) return void chain().unsetLink().run();
        const href = window.prompt(t('editor.linkPrompt'), 'https://');
        if (href && /^(https?:|mailto:|tel:|\/)/.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
      },
    },
    { key: 'image', label: '🖼', run: () => fileInput?.click() },
    { key: 'rule', label: '―', run: () => chain().setHorizontalRule().run() },
    { key: 'undo', label: '↶', run: () => chain().undo().run() },
    { key: 'redo', label: '↷', run: () => chain().redo().run() },
  ];
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-elevated">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-0.5 border-b border-line bg-sunken p-1">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            title={t(`editor.${tool.key}`)}
            aria-label={t(`editor.${tool.key}`)}
            aria-pressed={tool.active ?? undefined}
            onClick={tool.run}
            disabled={tool.key === 'image' && upload.busy}
            data-testid={`editor-${tool.key}`}
            className={`grid h-8 min-w-8 place-items-center rounded px-1.5 text-sm font-semibold disabled:opacity-50 ${tool.active ? 'bg-primary/20 text-primary' : 'text-fg-secondary hover:bg-elevated'}`}
          >
            <span aria-hidden="true">{tool.label}</span>
          </button>
        ))}
        <input
          ref={setFileInput}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="editor-image-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void insertImage(chosen);
          }}
        />
      </div>
      {(upload.busy || upload.error) && (
        <p role={upload.error ? 'alert' : 'status'} className={`border-b border-line px-3 py-1.5 text-xs ${upload.error ? 'text-danger' : 'text-fg-secondary'}`} data-testid="editor-image-status">
          {upload.error ?? t('editor.uploading')}
        </p>
      )}
      <EditorContent editor={editor} className="rich-text p-3 text-sm" />
    </div>
  );
}
