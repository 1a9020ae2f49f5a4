/**
 * The model as files (docs/product/ar.md#the-model, decision 076): a GLB written with
 * @gltf-transform/core for WebXR and Scene Viewer, and a USDZ for iOS Quick Look — a USDA scene and
 * the same JPEG in an uncompressed zip whose every file starts on a 64-byte boundary (the USDZ
 * rule). No Node library writes USDZ (three's USDZExporter needs a DOM canvas for its textures), so
 * the zip is written here: stored entries, the alignment padded in each local header's extra field.
 */
import { crc32 } from 'node:zlib';
import { Document, NodeIO } from '@gltf-transform/core';
import { linearRgb, type FramedCanvasModel, type ModelPart } from './framed-canvas';

/** The GLB: one mesh with a primitive per part, the artwork JPEG on the canvas's material. */
export async function writeGlb(model: FramedCanvasModel, texture: Buffer): Promise<Buffer> {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'WallArt Studio AR (glTF-Transform)';
  const buffer = doc.createBuffer();
  const image = doc.createTexture('artwork').setImage(new Uint8Array(texture)).setMimeType('image/jpeg').setURI('artwork.jpg');
  const mesh = doc.createMesh('framed-canvas');
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
  for (const part of model.parts) {
    let material = materials.get(part.material.name);
    if (!material) {
      material = doc
        .createMaterial(part.material.name)
        .setBaseColorFactor([...linearRgb(part.material.color), 1])
        .setRoughnessFactor(part.material.roughness)
        .setMetallicFactor(part.material.metallic);
      if (part.material.textured) material.setBaseColorTexture(image);
      materials.set(part.material.name, material);
    }
    const accessor = (type: 'VEC3' | 'VEC2', array: number[]) => doc.createAccessor().setType(type).setArray(new Float32Array(array)).setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', part.positions))
      .setAttribute('NORMAL', accessor('VEC3', part.normals))
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(part.indices)).setBuffer(buffer))
      .setMaterial(material);
    if (part.material.textured) primitive.setAttribute('TEXCOORD_0', accessor('VEC2', part.uvs));
    mesh.addPrimitive(primitive);
  }
  const node = doc.createNode('framed-canvas').setMesh(mesh);
  doc.createScene('framed-canvas').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

const num = (v: number) => Number(v.toFixed(6)).toString();
const tuples = (values: number[], size: number) => {
  const out: string[] = [];
  for (let i = 0; i < values.length; i += size) out.push(`(${values.slice(i, i + size).map(num).join(', ')})`);
  return `[${out.join(', ')}]`;
};

function usdMesh(part: ModelPart, index: number): string {
  // USD's texture coordinates run upwards; glTF's (ours) downwards.
  const st: number[] = [];
  for (let i = 0; i < part.uvs.length; i += 2) st.push(part.uvs[i]!, 1 - part.uvs[i + 1]!);
  const xs = part.positions.filter((_, i) => i % 3 === 0);
  const ys = part.positions.filter((_, i) => i % 3 === 1);
  const zs = part.positions.filter((_, i) => i % 3 === 2);
  const extent = `[(${num(Math.min(...xs))}, ${num(Math.min(...ys))}, ${num(Math.min(...zs))}), (${num(Math.max(...xs))}, ${num(Math.max(...ys))}, ${num(Math.max(...zs))})]`;
  return `
    def Mesh "${part.name.replace(/-/g, '_')}_${index}" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        float3[] extent = ${extent}
        int[] faceVertexCounts = [${Array(part.indices.length / 3).fill(3).join(', ')}]
        int[] faceVertexIndices = [${part.indices.join(', ')}]
        rel material:binding = </FramedCanvas/Materials/${part.material.name.replace(/-/g, '_')}>
        normal3f[] normals = ${tuples(part.normals, 3)} (
            interpolation = "vertex"
        )
        point3f[] points = ${tuples(part.positions, 3)}${
          part.material.textured
            ? `
        texCoord2f[] primvars:st = ${tuples(st, 2)} (
            interpolation = "vertex"
        )`
            : ''
        }
        uniform token subdivisionScheme = "none"
    }
`;
}

function usdMaterial(part: ModelPart, texturePath: string): string {
  const name = part.material.name.replace(/-/g, '_');
  const path = `/FramedCanvas/Materials/${name}`;
  const [r, g, b] = linearRgb(part.material.color).map(num);
  const colour = part.material.textured
    ? `color3f inputs:diffuseColor.connect = <${path}/Texture.outputs:rgb>`
    : `color3f inputs:diffuseColor = (${r}, ${g}, ${b})`;
  const texture = part.material.textured
    ? `
            def Shader "PrimvarReader"
            {
                uniform token info:id = "UsdPrimvarReader_float2"
                string inputs:varname = "st"
                float2 outputs:result
            }

            def Shader "Texture"
            {
                uniform token info:id = "UsdUVTexture"
                asset inputs:file = @${texturePath}@
                float2 inputs:st.connect = <${path}/PrimvarReader.outputs:result>
                token inputs:sourceColorSpace = "sRGB"
                token inputs:wrapS = "clamp"
                token inputs:wrapT = "clamp"
                float3 outputs:rgb
            }`
    : '';
  return `
        def Material "${name}"
        {
            token outputs:surface.connect = <${path}/Surface.outputs:surface>

            def Shader "Surface"
            {
                uniform token info:id = "UsdPreviewSurface"
                ${colour}
                float inputs:metallic = ${num(part.material.metallic)}
                float inputs:roughness = ${num(part.material.roughness)}
                token outputs:surface
            }${texture}
        }
`;
}

/** The scene as USDA text: metres, Y up, the texture referred to by its path inside the package. */
export function writeUsda(model: FramedCanvasModel, texturePath: string): string {
  const seen = new Set<string>();
  const materials = model.parts.filter((part) => !seen.has(part.material.name) && seen.add(part.material.name));
  return `#usda 1.0
(
    customLayerData = {
        string creator = "WallArt Studio AR"
    }
    defaultPrim = "FramedCanvas"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "FramedCanvas" (
    kind = "component"
)
{
    def Scope "Materials"
    {${materials.map((part) => usdMaterial(part, texturePath)).join('')}    }
${model.parts.map(usdMesh).join('')}}
`;
}

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** The USDZ rule: every file's data begins at a multiple of 64 bytes from the package's start. */
export const USDZ_ALIGNMENT = 64;
const PADDING_ID = 0x1986; // the extra-field id Pixar's usdzip pads with

/** An uncompressed zip whose entries' data are 64-byte aligned (the USDZ package format). */
export function writeAlignedZip(entries: readonly ZipEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let pad = (USDZ_ALIGNMENT - ((offset + 30 + name.length) % USDZ_ALIGNMENT)) % USDZ_ALIGNMENT;
    if (pad > 0 && pad < 4) pad += USDZ_ALIGNMENT; // an extra field is at least its 4-byte header
    const extra = Buffer.alloc(pad);
    if (pad > 0) {
      extra.writeUInt16LE(PADDING_ID, 0);
      extra.writeUInt16LE(pad - 4, 2);
    }
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    chunks.push(local, name, extra, entry.data);
    offset += 30 + name.length + extra.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/** The USDZ: the USDA first (the package's root layer), then the texture. */
export function writeUsdz(model: FramedCanvasModel, texture: Buffer): Buffer {
  const texturePath = 'textures/artwork.jpg';
  return writeAlignedZip([
    { name: 'framed-canvas.usda', data: Buffer.from(writeUsda(model, texturePath), 'utf8') },
    { name: texturePath, data: texture },
  ]);
}
