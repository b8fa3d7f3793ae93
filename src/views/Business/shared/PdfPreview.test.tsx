import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { PdfPreview, pdfObjectUrl } from './PdfPreview';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PDF previews (#17): never a page of this origin', () => {
  it('types the blob URL as a PDF whatever the answer said, so HTML bytes cannot run as a page', () => {
    const made = vi.spyOn(URL, 'createObjectURL');
    const url = pdfObjectUrl(new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(url).toMatch(/^blob:/);
    expect((made.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    pdfObjectUrl(pdf);
    expect(made.mock.calls[1]?.[0]).toBe(pdf);
  });

  it('shows the PDF in an object typed application/pdf, named, with words where the browser has no viewer', () => {
    renderWidget(<PdfPreview url="blob:http://localhost/label" title="Label OB-1" h={420} />, { lang: 'en' });
    const preview = screen.getByTitle('Label OB-1');
    expect(preview.tagName).toBe('OBJECT');
    expect(preview).toHaveAttribute('type', 'application/pdf');
    expect(preview).toHaveAttribute('data', 'blob:http://localhost/label');
    expect(preview).toHaveTextContent(en('business.common.pdfNoPreview'));
  });
});
