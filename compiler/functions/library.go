package functions

// Library is the list of the library's functions: Puppet's own and the Go
// ports of module functions, made anew at each call (no process-wide
// state).
func Library() []*Function {
	l := &Lib{}
	for _, add := range []func(*Lib){collectionsFunctions, coreHieraDataFunctions, digestFunctions, ensureFunctions, generateFunctions, hieraFunctions, iterationFunctions, mathFunctions, modulesFunctions, modulesAmFunctions, modulesAugeasFunctions, modulesFilesFunctions, modulesInifileFunctions, modulesMonitFunctions, modulesScopeFunctions, puppetdbQueryFunctions, randomFunctions, stdlibCryptFunctions, stdlibDataFunctions, stdlibFormatFunctions, stdlibGlobFunctions, stdlibLegacyFunctions, stdlibLoadFunctions, stdlibMiscFunctions, stdlibValidateFunctions, stringsFunctions, timefmtFunctions, typesFunctions} {
		add(l)
	}
	return l.Functions()
}
