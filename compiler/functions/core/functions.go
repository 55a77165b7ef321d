package core

import "github.com/punch-dev/punch/compiler/functions"

// Functions is the list of Puppet 7's own functions that need nothing of the catalog (the
// evaluator defines the others), made anew at each call (no process-wide
// state): callers build their tables from it (eval.GoFunctions).
func Functions() []*functions.Function {
	l := &functions.Lib{}
	for _, add := range []func(*functions.Lib){collectionsFunctions, digestFunctions, generateFunctions, hieraFunctions, coreHieraDataFunctions, iterationFunctions, mathFunctions, puppetdbQueryFunctions, randomFunctions, stringsFunctions, timefmtFunctions, typesFunctions} {
		add(l)
	}
	return l.Functions()
}
