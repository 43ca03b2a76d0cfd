import sharp from "sharp";

/** A real JPEG made by sharp: a gradient-ish colour block, optionally with EXIF GPS and camera data. */
export async function makeJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number; colour?: string } = {},
): Promise<Buffer> {
  const { width = 640, height = 480, gps = false, orientation, colour = "#3b82f6" } = options;
  let image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 });
  if (gps || orientation) {
    image = image.withExif({
      IFD0: {
        Make: "TestCam",
        Model: "GPS 9000",
        ...(orientation ? { Orientation: String(orientation) } : {}),
      },
      ...(gps
        ? {
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "41/1 52/1 0/1",
              GPSLongitudeRef: "W",
              GPSLongitude: "87/1 37/1 0/1",
            },
          }
        : {}),
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

export async function makePng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#10b981" } })
    .png()
    .toBuffer();
}

export function asFile(bytes: Buffer, name: string, type = "image/jpeg"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
