//go:build !unix

package ca

// lockFile is a no-op where flock(2) is unavailable: writers in one process
// are still serialised by the CA's mutex.
func lockFile(path string) (func(), error) { return func() {}, nil }
