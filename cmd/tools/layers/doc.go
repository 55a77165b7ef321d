// Package layers holds the test that keeps Punch's packages layered: every
// package belongs to one layer (layers_test.go lists them, lowest first) and
// may import packages of its own layer or of a layer below it, never one
// above. docs/engineering.md draws the same picture for readers.
//
// The package has no code of its own: it exists so that `go test ./...`
// runs the check.
package layers
