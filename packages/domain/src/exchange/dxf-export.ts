// DXF export of a plan (the builder's drawing): the writer and the plan's entities.
export {
  DXF_UNITS_METRES,
  dxfNumber,
  dxfText,
  writeDxf,
  type DxfDocument,
  type DxfEntity,
  type DxfLayer,
} from './dxf-writer.js';
export {
  aciOfHex,
  dxfLayers,
  objectLayerName,
  OTHER_OBJECTS_LAYER,
  planDxfDocument,
  planToDxf,
  type PlanDxfOptions,
} from './plan-dxf.js';
