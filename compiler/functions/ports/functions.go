package ports

import "github.com/punch-dev/punch/compiler/functions"

// Functions is the list of the Go ports of the other modules' functions, each with its module
// (Module), made anew at each call (no process-wide
// state): callers build their tables from it (eval.GoFunctions).
func Functions() []*functions.Function {
	l := &functions.Lib{}
	for _, add := range []func(*functions.Lib){modulesAmFunctions, modulesAugeasFunctions, modulesInifileFunctions, modulesFunctions, modulesMonitFunctions, modulesFilesFunctions, modulesScopeFunctions} {
		add(l)
	}
	return l.Functions()
}
