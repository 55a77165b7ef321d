package ruby

// Test helpers shared with the external tests (package ruby_test).

var (
	CorpusFunctionFiles = corpusFunctionFiles
	CorpusLoadPath      = corpusLoadPath
)

// PreparedErr makes the Env's prepared Interp and reports why it cannot
// be copied (nil: compiles copy it).
func PreparedErr(e *Env) error {
	e.prepared()
	return e.baseErr
}
