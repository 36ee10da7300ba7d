import type { SpecieKind } from '../src/generate';

/** Silhouettes drawn in a 400x240 box centred at (0,0); fill colour given by the caller. */
export function silhouette(kind: SpecieKind, fill: string, accent: string): string {
  switch (kind) {
    case 'fish':
      return `<path d="M-170 0 C-110 -70 40 -80 120 -20 L180 -70 L170 0 L180 70 L120 20 C40 80 -110 70 -170 0 Z" fill="${fill}"/>
<path d="M-40 -58 C-10 -95 30 -95 50 -62 Z" fill="${fill}"/><circle cx="-120" cy="-12" r="9" fill="${accent}"/>
<path d="M-90 -30 C-80 0 -80 10 -90 35" stroke="${accent}" stroke-width="4" fill="none" opacity="0.6"/>`;
    case 'flatfish':
      return `<path d="M-160 0 C-100 -95 60 -100 120 -25 L185 -60 L175 0 L185 60 L120 25 C60 100 -100 95 -160 0 Z" fill="${fill}"/>
<circle cx="-110" cy="-25" r="8" fill="${accent}"/><circle cx="-95" cy="-38" r="7" fill="${accent}"/>
<path d="M-120 60 C-40 95 60 90 110 35" stroke="${accent}" stroke-width="3" fill="none" opacity="0.5"/>`;
    case 'shrimp': {
      const segments = Array.from({ length: 6 }, (_, i) => {
        const angle = (-150 + i * 42) * (Math.PI / 180);
        const x = (Math.cos(angle) * 95).toFixed(1);
        const y = (Math.sin(angle) * 95 + 20).toFixed(1);
        const r = 46 - i * 5;
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
      }).join('');
      return `${segments}<path d="M70 110 L130 150 L140 95 Z" fill="${fill}"/>
<path d="M-90 -40 C-150 -120 -60 -150 40 -140 M-80 -30 C-170 -90 -140 -160 -20 -170" stroke="${fill}" stroke-width="4" fill="none"/>
<circle cx="-95" cy="-15" r="7" fill="${accent}"/>`;
    }
    case 'crab': {
      const legs = [-1, 1]
        .flatMap((side) =>
          [0, 1, 2, 3].map(
            (i) =>
              `<path d="M${side * 70} ${-10 + i * 18} L${side * 150} ${-30 + i * 30} L${side * 180} ${40 + i * 22}" stroke="${fill}" stroke-width="12" stroke-linecap="round" fill="none"/>`,
          ),
        )
        .join('');
      return `${legs}<ellipse cx="0" cy="10" rx="100" ry="70" fill="${fill}"/>
<path d="M-60 -50 L-110 -110 M60 -50 L110 -110" stroke="${fill}" stroke-width="14" stroke-linecap="round"/>
<ellipse cx="-120" cy="-125" rx="30" ry="20" fill="${fill}"/><ellipse cx="120" cy="-125" rx="30" ry="20" fill="${fill}"/>
<circle cx="-25" cy="-40" r="7" fill="${accent}"/><circle cx="25" cy="-40" r="7" fill="${accent}"/>`;
    }
    case 'roe': {
      const pearls: string[] = [];
      for (let row = 0; row < 6; row++) {
        for (let col = 0; col < 9 - Math.abs(row - 2); col++) {
          const x = (col - (8 - Math.abs(row - 2)) / 2) * 26;
          const y = (row - 2.5) * 24 + 20;
          pearls.push(
            `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="12" fill="${fill}"/><circle cx="${(x - 4).toFixed(1)}" cy="${(y - 4).toFixed(1)}" r="3" fill="${accent}" opacity="0.8"/>`,
          );
        }
      }
      return `<path d="M-150 -40 Q0 -10 150 -40 L120 110 Q0 140 -120 110 Z" fill="${accent}" opacity="0.25"/>${pearls.join('')}`;
    }
    case 'scallop': {
      const ribs = Array.from({ length: 9 }, (_, i) => {
        const angle = (-160 + i * 17.5) * (Math.PI / 180);
        return `<path d="M0 90 L${(Math.cos(angle) * 150).toFixed(1)} ${(Math.sin(angle) * 150 + 90).toFixed(1)}" stroke="${accent}" stroke-width="4" opacity="0.55"/>`;
      }).join('');
      return `<path d="M0 90 L-150 40 A160 160 0 0 1 150 40 Z" fill="${fill}"/>${ribs}
<path d="M-40 90 L-55 130 L55 130 L40 90 Z" fill="${fill}"/>`;
    }
    case 'lobster': {
      const body = Array.from(
        { length: 6 },
        (_, i) => `<ellipse cx="${-90 + i * 38}" cy="0" rx="${34 - i * 2}" ry="${40 - i * 4}" fill="${fill}"/>`,
      ).join('');
      return `${body}<path d="M110 0 L170 -40 L175 40 Z" fill="${fill}"/>
<path d="M-110 -20 L-160 -80 M-110 20 L-160 80" stroke="${fill}" stroke-width="10" stroke-linecap="round"/>
<ellipse cx="-175" cy="-95" rx="35" ry="16" fill="${fill}"/><ellipse cx="-175" cy="95" rx="35" ry="16" fill="${fill}"/>
<path d="M-120 -8 C-190 -40 -200 -20 -230 -60 M-120 8 C-190 40 -200 20 -230 60" stroke="${fill}" stroke-width="3" fill="none"/>
<circle cx="-112" cy="-12" r="6" fill="${accent}"/>`;
    }
  }
}

/** Background motif per image role: the same species gets eight distinct but related pictures. */
export function motif(role: number, light: string, dark: string): string {
  switch (role) {
    case 2: // recipe: a plate with herbs
      return `<ellipse cx="400" cy="330" rx="300" ry="200" fill="${light}" opacity="0.9"/><ellipse cx="400" cy="330" rx="250" ry="160" fill="none" stroke="${dark}" stroke-width="3" opacity="0.25"/>
<path d="M170 170 q20 -30 40 0 q-20 30 -40 0 Z M600 480 q20 -30 40 0 q-20 30 -40 0 Z M630 200 q15 -25 30 0 q-15 25 -30 0 Z" fill="#5f8f5a" opacity="0.8"/>`;
    case 3: // fishery: sea, horizon and a vessel
      return `<path d="M0 390 Q100 360 200 390 T400 390 T600 390 T800 390 V600 H0 Z" fill="${dark}" opacity="0.35"/>
<path d="M0 450 Q100 420 200 450 T400 450 T600 450 T800 450 V600 H0 Z" fill="${dark}" opacity="0.35"/>
<path d="M560 330 h150 l-25 40 h-110 Z M600 330 v-70 h30 v70 M640 290 h40 v40 h-40 Z" fill="${dark}" opacity="0.6"/>`;
    case 4: // processing: a conveyor
      return `<rect x="60" y="430" width="680" height="26" rx="13" fill="${dark}" opacity="0.45"/>
${[120, 240, 360, 480, 600, 720].map((x) => `<circle cx="${x}" cy="443" r="9" fill="${light}"/>`).join('')}`;
    case 5: // packshot front: a printed carton
    case 6: // packshot back: the same carton with text lines
    case 8: // master carton closed: taped box
      return `<rect x="150" y="80" width="500" height="440" rx="18" fill="${light}"/><rect x="150" y="80" width="500" height="70" rx="18" fill="${dark}" opacity="0.85"/>
${role === 6 ? [200, 240, 280, 320, 360, 400].map((y) => `<rect x="200" y="${y + 20}" width="${y % 80 === 0 ? 300 : 400}" height="14" rx="7" fill="${dark}" opacity="0.25"/>`).join('') : ''}
${role === 8 ? `<rect x="380" y="80" width="40" height="440" fill="${dark}" opacity="0.35"/>` : ''}`;
    case 7: // master carton open: flaps up
      return `<path d="M150 200 L90 110 L330 110 L360 200 Z M650 200 L710 110 L470 110 L440 200 Z" fill="${dark}" opacity="0.45"/>
<rect x="150" y="200" width="500" height="320" rx="12" fill="${light}"/>`;
    default: // product: soft light circle
      return `<circle cx="400" cy="300" r="250" fill="${light}" opacity="0.35"/>`;
  }
}
