package stdlib

import "github.com/punch-dev/punch/compiler/functions"

// Functions is the list of the Go ports of puppetlabs-stdlib's functions (Module "stdlib"), made anew at each call (no process-wide
// state): callers build their tables from it (eval.GoFunctions).
func Functions() []*functions.Function {
	l := &functions.Lib{}
	for _, add := range []func(*functions.Lib){stdlibCryptFunctions, stdlibDataFunctions, ensureFunctions, stdlibFormatFunctions, stdlibGlobFunctions, stdlibLegacyFunctions, stdlibLoadFunctions, stdlibMiscFunctions, stdlibValidateFunctions} {
		add(l)
	}
	return l.Functions()
}
