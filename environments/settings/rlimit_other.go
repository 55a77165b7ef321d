//go:build !unix

package settings

// openFileLimit is unknown outside Unix: max_connections defaults to its
// upper bound there.
func openFileLimit() uint64 { return 1 << 62 }
