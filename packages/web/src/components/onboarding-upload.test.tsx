// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESELLER_UPLOAD_KIND } from '@mbo/contracts/uploads';
import { i18n, loadShellNamespaces } from '../i18n/i18n.ts';
import { hasTypeOf, OnboardingUpload } from './onboarding-upload.tsx';

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
};

describe('an onboarding upload of the reseller kind', () => {
  beforeAll(() => loadShellNamespaces());
  afterEach(cleanup);

  it('offers and takes PDF, JPG, JPEG, PNG and BMP only, whatever the case', () => {
    const types = ['pdf', 'jpg', 'jpeg', 'png', 'bmp'];
    expect(['a.PDF', 'b.jpeg', 'c.Png', 'd.bmp'].every((name) => hasTypeOf(name, types))).toBe(true);
    expect(['e.gif', 'f.heic', 'noextension'].some((name) => hasTypeOf(name, types))).toBe(false);
    render(<OnboardingUpload label="Power of attorney" kind={RESELLER_UPLOAD_KIND} testId="poa" />);
    expect(document.querySelector('input[type=file]')!.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,.bmp');
  });

  it('refuses another type and a file over 20 MB before sending it, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    render(<OnboardingUpload label="Power of attorney" kind={RESELLER_UPLOAD_KIND} testId="poa" />);
    choose(new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only PDF, JPG, JPEG, PNG, BMP files can be uploaded here, up to 20 MB.',
    );
    const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    choose(large);
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 20 MB.');
    cleanup();
    await i18n.changeLanguage('zh_CN');
    render(<OnboardingUpload label="授权委托书" kind={RESELLER_UPLOAD_KIND} testId="poa" />);
    choose(new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '此处只能上传 PDF, JPG, JPEG, PNG, BMP 文件，最大 20 MB。',
    );
  });

  it('takes fewer types where a field asks (the selfie: no PDF), and says which', async () => {
    await i18n.changeLanguage('en');
    render(
      <OnboardingUpload
        label="Selfie"
        kind={RESELLER_UPLOAD_KIND}
        only={['jpg', 'jpeg', 'png', 'bmp']}
        testId="selfie"
      />,
    );
    expect(document.querySelector('input[type=file]')!.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.bmp');
    choose(new File(['%PDF-1.4'], 'selfie.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only JPG, JPEG, PNG, BMP files can be uploaded here, up to 20 MB.',
    );
  });
});
