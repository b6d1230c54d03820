/** The control-centre map's server side: Query.network and the tile configuration (docs/control-center.md). */
export { createNetworkCache, NETWORK_CACHE_ENTRIES, type LoadDay, type NetworkCache } from './cache';
export { networkOf, type NetworkView } from './model';
export { networkSchemaExtension, type NetworkSchemaDeps } from './schema';
export { loadMapTiles, MAP_LAYER_DEFAULTS, tileSource, tileSources, type MapLayerKey, type MapTilesConfig, type TileLayerConfig } from './tiles';
