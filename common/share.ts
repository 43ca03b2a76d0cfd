/**
 * Where a page can be shared without the Web Share API: one link per app, each carrying the headline and
 * the page's URL (Facebook reads the headline from the page's own Open Graph tags).
 */
interface ShareLink {
  /** The app's name as the link shows it. */
  name: string;
  href: string;
  /** Opens a web page (a new tab), not an app on the device (sms:, mailto:). */
  web: boolean;
}

export function shareLinks(headline: string, url: string): ShareLink[] {
  const e = encodeURIComponent;
  const text = `${headline} ${url}`;
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${e(text)}`, web: true },
    // "?&body=" is read by both iOS and Android messaging apps.
    { name: "SMS", href: `sms:?&body=${e(text)}`, web: false },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`, web: true },
    { name: "X", href: `https://x.com/intent/tweet?text=${e(headline)}&url=${e(url)}`, web: true },
    { name: "Email", href: `mailto:?subject=${e(headline)}&body=${e(`${headline}\n\n${url}`)}`, web: false },
  ];
}
