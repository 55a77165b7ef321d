package ruby

// Test helpers shared with the external tests (package ruby_test).

var (
	CorpusFunctionFiles = corpusFunctionFiles
	CorpusLoadPath      = corpusLoadPath
)
