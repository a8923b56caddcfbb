// The AsyncStorage stand-in's "disk" (setup.js), shared by every mount in a test file.
declare var __nativeStorage: Map<string, string>
